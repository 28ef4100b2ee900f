import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { login, paths, sendSmsCodeNoLogin, signInWith, useFlag, withQuery, type LoginAs } from 'shared';
import { CaptchaField, Form, MobileCodeFields, PasswordField, SubmitRow, TextField, useFormState, useFormSubmit } from 'shared/forms';
import { afterLoginPath } from '../../common/returnTo';
import { checkRule } from '../../common/validation';
import { ModeTabs } from '../../common/ModeTabs';
import { useRevalidateOnLanguage } from '../../common/useRevalidateOnLanguage';
import { useRules } from '../../common/useRules';
import formStyles from '../../common/form.module.css';
import {
  buildLoginPayload,
  captchaRequested,
  checkLoginField,
  EMPTY_LOGIN,
  LOGIN_FIELDS,
  validateLogin,
  type LoginField,
  type LoginMode,
  type LoginValues,
} from './loginRules';
import { useRememberedLogin } from './useRememberedLogin';
import styles from './login.module.css';

const loginAsOf = (value: string | null): LoginAs | undefined => (value === 'agent' || value === 'member' ? value : undefined);

/** The login form (docs/product-rules.md §2): password or SMS login, captcha after a failed login, remember password. */
export function LoginForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loginAs = loginAsOf(params.get('loginAs'));
  const smsEnabled = useFlag('MOBILEVERFLOGIN3');
  const rules = useRules();
  const form = useFormState<LoginValues, LoginField>(EMPTY_LOGIN);
  const { values, setValues, setErrors } = form;

  const [chosenMode, setMode] = useState<LoginMode>('password');
  const mode: LoginMode = smsEnabled ? chosenMode : 'password';
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaRenew, setCaptchaRenew] = useState(0);

  const dialingCode = values.countryDialingCode || rules.defaultCountryDialingCode;
  const current: LoginValues = { ...values, countryDialingCode: dialingCode };

  const remembered = useRememberedLogin((saved) => {
    setValues((v) =>
      saved.type === 'sms'
        ? { ...v, mobileNum: saved.username, countryDialingCode: saved.countryDialingCode }
        : { ...v, username: saved.username, password: saved.password },
    );
    if (saved.type === 'sms' && smsEnabled) setMode('sms');
  });

  useRevalidateOnLanguage(setErrors, (field) => checkLoginField(field, current, rules.rule));

  // A remembered login fills the form until the player changes any of it.
  const touching = (change: (value: string) => void) => (value: string) => {
    remembered.markTouched();
    change(value);
  };
  const bind = (field: LoginField) => {
    const bound = form.bind(field);
    return { ...bound, onChange: touching(bound.onChange) };
  };

  const submit = useFormSubmit({
    form,
    order: LOGIN_FIELDS[mode],
    validate: () => validateLogin(mode, current, rules.rule, captchaShown),
    send: () => login(buildLoginPayload(mode, current, captchaShown, loginAs)),
    onSuccess: async (result) => {
      signInWith(result);
      await remembered.persist(
        mode === 'sms'
          ? { type: 'sms', username: current.mobileNum.trim(), password: '', countryDialingCode: dialingCode }
          : { type: 'username', username: current.username.trim(), password: current.password, countryDialingCode: dialingCode },
      );
      navigate(afterLoginPath(params.get('returnTo')), { replace: true });
    },
    onFailure: (error) => {
      if (!captchaShown && !captchaRequested(error)) return;
      // A shown captcha is spent by the attempt: show a new image and clear only its answer.
      setCaptchaShown(true);
      setCaptchaRenew((n) => n + 1);
      setValues((v) => ({ ...v, captcha: '' }));
    },
    leavesOnSuccess: true,
  });

  const switchMode = (next: LoginMode) => {
    setMode(next);
    setErrors({});
    submit.clearFormError();
  };

  return (
    <Form submit={submit} ns="account" className={formStyles.form} data-testid="login-form">
      <h1 className={formStyles.heading}>{loginAs === 'agent' ? t('agent_login_title') : t('login_title')}</h1>
      {smsEnabled && (
        <ModeTabs
          label={t('login_method')}
          active={mode}
          onChange={switchMode}
          modes={[
            { mode: 'password', label: t('login_by_password') },
            { mode: 'sms', label: t('login_by_sms') },
          ]}
        />
      )}

      {mode === 'password' ? (
        <>
          <TextField {...bind('username')} label={t('username')} required autoComplete="username" placeholder={t('username_placeholder')} />
          <PasswordField {...bind('password')} label={t('password')} required placeholder={t('password_placeholder')} />
        </>
      ) : (
        <MobileCodeFields
          mobile={bind('mobileNum')}
          dialingCode={{ countries: rules.countries, value: dialingCode, onChange: touching(form.set('countryDialingCode')) }}
          code={bind('messageCode')}
          canSend={() => form.passes('mobileNum', checkRule(rules.rule('loginMobileNum'), current.mobileNum))}
          send={(captcha) => sendSmsCodeNoLogin({ mobileNum: current.mobileNum.trim(), countryDialingCode: dialingCode, captcha })}
        />
      )}

      {captchaShown && <CaptchaField {...bind('captcha')} renewKey={captchaRenew} />}

      <div className={formStyles.links}>
        {remembered.available ? (
          <label className={formStyles.check}>
            <input
              type="checkbox"
              name="rememberPassword"
              checked={remembered.remember}
              onChange={(e) => {
                remembered.markTouched();
                remembered.setRemember(e.target.checked);
              }}
            />
            {t('remember_password')}
          </label>
        ) : (
          <span />
        )}
        <Link className={formStyles.link} to={paths.forget} data-testid="forgot-link">
          {t('forgot_password')}
        </Link>
      </div>

      <SubmitRow submit={submit} className={formStyles.primary} testId="login-submit">
        {submit.submitting ? t('in_please_wait', { ns: 'common' }) : t('login_button')}
      </SubmitRow>

      <p className={styles.signup}>
        {t('no_account')}{' '}
        <Link className={formStyles.link} to={paths.register} data-testid="register-link">
          {t('sign_up')}
        </Link>
      </p>
      <p className={styles.signup}>
        <Link
          className={formStyles.link}
          to={withQuery(paths.login, { loginAs: loginAs === 'agent' ? undefined : 'agent', returnTo: params.get('returnTo') })}
          replace
          data-testid="login-as-switch"
        >
          {loginAs === 'agent' ? t('member_login') : t('agent_login')}
        </Link>
      </p>
    </Form>
  );
}
