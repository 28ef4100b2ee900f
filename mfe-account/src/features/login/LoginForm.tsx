import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  errorMessage,
  getRuntimeConfig,
  login,
  paths,
  sendSmsCodeNoLogin,
  useFlag,
  useSessionStore,
  withQuery,
  type LoginAs,
} from 'shared';
import { CaptchaField, FormNamespace, PasswordField, TextField, useFieldRefs } from 'shared/forms';
import { afterLoginPath } from '../../lib/returnTo';
import { checkRule, firstInvalid, type FieldErrors } from '../../lib/validation';
import { FormError } from '../../ui/FormError';
import { MobileField } from '../../ui/MobileField';
import { ModeTabs } from '../../ui/ModeTabs';
import { SmsCodeField } from '../../ui/SmsCodeField';
import { useRevalidateOnLanguage } from '../../ui/useRevalidateOnLanguage';
import { useRules } from '../../ui/useRules';
import formStyles from '../../ui/form.module.css';
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
  const fields = useFieldRefs<LoginField>();

  const [chosenMode, setMode] = useState<LoginMode>('password');
  const mode: LoginMode = smsEnabled ? chosenMode : 'password';
  const [values, setValues] = useState<LoginValues>(EMPTY_LOGIN);
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaRenew, setCaptchaRenew] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

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

  const set = (field: keyof LoginValues) => (value: string) => {
    remembered.markTouched();
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field as LoginField]: _dropped, ...rest }) => rest);
  };

  const switchMode = (next: LoginMode) => {
    setMode(next);
    setErrors({});
    setFormError(null);
  };

  const canSendCode = () => {
    const error = checkRule(rules.rule('loginMobileNum'), current.mobileNum);
    if (!error) return true;
    setErrors((e) => ({ ...e, mobileNum: error }));
    fields.focus('mobileNum');
    return false;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateLogin(mode, current, rules.rule, captchaShown);
    setErrors(found);
    const invalid = firstInvalid(LOGIN_FIELDS[mode], found);
    if (invalid) {
      fields.focus(invalid);
      return;
    }
    setSubmitting(true);
    setFormError(null);
    try {
      const result = await login(buildLoginPayload(mode, current, captchaShown, loginAs));
      useSessionStore.getState().signIn({
        token: result.token,
        merchantCode: getRuntimeConfig().merchantCode,
        userName: result.userName,
        type: result.type,
        firstTimeLogin: result.firstTimeLogin,
      });
      await remembered.persist(
        mode === 'sms'
          ? { type: 'sms', username: current.mobileNum.trim(), password: '', countryDialingCode: dialingCode }
          : { type: 'username', username: current.username.trim(), password: current.password, countryDialingCode: dialingCode },
      );
      navigate(afterLoginPath(params.get('returnTo')), { replace: true });
    } catch (error) {
      const needsCaptcha = captchaShown || captchaRequested(error);
      if (needsCaptcha) {
        // A shown captcha is spent by the attempt: show a new image and clear only its answer.
        setCaptchaShown(true);
        setCaptchaRenew((n) => n + 1);
        setValues((v) => ({ ...v, captcha: '' }));
      }
      setFormError(errorMessage(error, t));
      setSubmitting(false);
    }
  };

  return (
    <FormNamespace ns="account">
      <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="login-form">
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
            <TextField
              name="username"
              label={t('username')}
              value={values.username}
              onChange={set('username')}
              required
              error={errors.username}
              autoComplete="username"
              placeholder={t('username_placeholder')}
              inputRef={fields.register('username')}
            />
            <PasswordField
              name="password"
              label={t('password')}
              value={values.password}
              onChange={set('password')}
              required
              error={errors.password}
              placeholder={t('password_placeholder')}
              inputRef={fields.register('password')}
            />
          </>
        ) : (
          <>
            <MobileField
              countries={rules.countries}
              countryDialingCode={dialingCode}
              onCountryChange={set('countryDialingCode')}
              value={values.mobileNum}
              onChange={set('mobileNum')}
              required
              error={errors.mobileNum}
              inputRef={fields.register('mobileNum')}
            />
            <SmsCodeField
              name="messageCode"
              value={values.messageCode}
              onChange={set('messageCode')}
              error={errors.messageCode}
              inputRef={fields.register('messageCode')}
              canSend={canSendCode}
              send={(captcha) => sendSmsCodeNoLogin({ mobileNum: current.mobileNum.trim(), countryDialingCode: dialingCode, captcha })}
            />
          </>
        )}

        {captchaShown && (
          <CaptchaField
            value={values.captcha}
            onChange={set('captcha')}
            error={errors.captcha}
            renewKey={captchaRenew}
            inputRef={fields.register('captcha')}
          />
        )}

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

        <FormError message={formError} />

        <button type="submit" className={formStyles.primary} disabled={submitting} data-testid="login-submit">
          {submitting ? t('in_please_wait', { ns: 'common' }) : t('login_button')}
        </button>

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
      </form>
    </FormNamespace>
  );
}
