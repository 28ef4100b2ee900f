import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  checkAffiliateCode,
  checkUsername,
  paths,
  REDIRECT_AFTER_SUCCESS_MS,
  register,
  registerMethod,
  sendSmsCode,
  signInWith,
  toast,
  useBrand,
  type RegisterField,
  type RegisterSettings,
} from 'shared';
import {
  CaptchaField,
  FieldProblem,
  Form,
  MobileNumberField,
  PasswordField,
  SmsCodeField,
  SubmitRow,
  TextField,
  useFormState,
  useFormSubmit,
} from 'shared/forms';
import { ModeTabs } from '../../common/ModeTabs';
import { useRevalidateOnLanguage } from '../../common/useRevalidateOnLanguage';
import formStyles from '../../common/form.module.css';
import { FIELD_META } from './fieldMeta';
import {
  affiliateFieldShown,
  buildRegisterPayload,
  checkRegisterField,
  EMPTY_REGISTER,
  registerModes,
  validateRegister,
  visibleFields,
  type RegisterMode,
  type RegisterValues,
} from './registerFields';
import { useUrlAffiliateCode } from './useUrlAffiliateCode';
import styles from './register.module.css';

const INVITATION_ERROR = 'invitation_code_error';
const LINK_INVITATION_ERROR = 'invitation_link_code_error';
const USERNAME_TAKEN = 'Sorry, the username already exists';

/** Registration (docs/product-rules.md §2, §4 and §5): every field driven by the server-supplied settings. */
export function RegisterForm({ settings }: { settings: RegisterSettings }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const brand = useBrand();
  const modes = registerModes(settings);
  const urlCode = (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
  const urlCodeStatus = useUrlAffiliateCode(urlCode);

  const [chosenMode, setMode] = useState<RegisterMode>(modes[0] ?? 'username');
  const mode = modes.includes(chosenMode) ? chosenMode : (modes[0] ?? 'username');
  const form = useFormState<RegisterValues, RegisterField>(() => ({
    ...EMPTY_REGISTER,
    recommenderId: params.get('recommenderId')?.trim() ?? '',
  }));
  const { values, setValues, setErrors } = form;
  const [terms, setTerms] = useState(false);
  const [takenNames, setTakenNames] = useState<string[]>([]);
  const [captchaRenew, setCaptchaRenew] = useState(0);

  const current: RegisterValues = { ...values, countryDialingCode: values.countryDialingCode || settings.defaultCountryDialingCode };
  const fields = visibleFields(settings, mode, affiliateFieldShown(settings.affiliateCodeEnabled, urlCodeStatus));
  const minimumAge = brand?.minimumAge ?? settings.minimumAge ?? 18;

  // A name the server said is taken stays refused until it is changed, across later validations.
  const isTaken = (username: string) => takenNames.includes(username.trim().toLowerCase());
  const checkField = (field: RegisterField) =>
    field === 'username' && mode === 'username' && isTaken(current.username)
      ? USERNAME_TAKEN
      : checkRegisterField(field, current, settings, mode);
  const markTaken = (username: string) => setTakenNames((names) => [...names, username.trim().toLowerCase()]);

  useRevalidateOnLanguage(setErrors, (field) => (fields.includes(field) ? checkField(field) : null));

  // A link code the server refuses is shown in its field and flagged, never dropped (docs/product-rules.md §2, 2.53).
  const [flaggedUrlCode, setFlaggedUrlCode] = useState('');
  if (urlCodeStatus === 'invalid' && flaggedUrlCode !== urlCode) {
    setFlaggedUrlCode(urlCode);
    setValues((v) => ({ ...v, affiliateCode: v.affiliateCode || urlCode }));
    setErrors((e) => ({ ...e, affiliateCode: LINK_INVITATION_ERROR }));
  }

  const submit = useFormSubmit({
    form,
    canSubmit: terms,
    order: fields,
    validate: () => {
      const found = validateRegister(fields, current, settings, mode);
      if (!found.username && fields.includes('username') && isTaken(current.username)) found.username = USERNAME_TAKEN;
      return found;
    },
    send: async () => {
      const typedCode = fields.includes('affiliateCode') ? current.affiliateCode.trim() : '';
      if (typedCode && !(await checkAffiliateCode(typedCode))) throw new FieldProblem('affiliateCode', INVITATION_ERROR);
      const payload = buildRegisterPayload(fields, current, {
        registerMethod: registerMethod(),
        registerUrl: window.location.href,
        domain: window.location.hostname,
        urlAffiliateCode: urlCodeStatus === 'valid' ? urlCode : '',
      });
      return register(payload, mode);
    },
    onSuccess: (result) => {
      signInWith(result);
      toast.success(t('in_registered_successfully'));
      setTimeout(() => navigate(paths.home, { replace: true }), REDIRECT_AFTER_SUCCESS_MS);
    },
    onFailure: (_error, message) => {
      // The captcha answer is spent by the attempt: a new image, an empty answer; everything else stays.
      if (fields.includes('captcha')) {
        setCaptchaRenew((n) => n + 1);
        setValues((v) => ({ ...v, captcha: '' }));
      }
      if (message === USERNAME_TAKEN) {
        markTaken(current.username);
        form.showError('username', message);
      }
    },
    loading: true,
    leavesOnSuccess: true,
  });

  if (modes.length === 0) return <p className={styles.closed}>{t('register_closed')}</p>;

  const onUsernameBlur = () => {
    if (mode !== 'username' || checkRegisterField('username', current, settings, mode)) return;
    const username = current.username.trim();
    checkUsername(username).then(
      (available) => {
        if (available) return;
        markTaken(username);
        setErrors((e) => ({ ...e, username: USERNAME_TAKEN }));
      },
      // The server checks again on submit; a failed look-up here is not worth a message.
      () => undefined,
    );
  };

  const renderField = (field: RegisterField) => {
    const meta = FIELD_META[field];
    const rule = settings.rules[field];
    const required =
      field === 'confirmPassword' ||
      field === 'captcha' ||
      field === 'verificationCode' ||
      field === 'password' ||
      (field === 'username' && mode === 'username') ||
      (field === 'mobileNum' && mode === 'mobile') ||
      !!rule?.required;
    const common = {
      ...form.bind(field),
      label: t(meta.label),
      required,
      maxLength: meta.maxLength,
      placeholder: meta.placeholder && t(meta.placeholder),
    };
    switch (field) {
      case 'captcha':
        // The picture check closes the form, set apart, so its code is never taken for the SMS code.
        return (
          <div key={field} className={styles.pictureCheck} data-testid="register-picture-check">
            <CaptchaField {...form.bind('captcha')} renewKey={captchaRenew} />
          </div>
        );
      case 'mobileNum':
        return (
          <MobileNumberField
            key={field}
            field={form.bind('mobileNum')}
            dialingCode={{ countries: settings.countries, value: current.countryDialingCode, onChange: form.set('countryDialingCode') }}
            required={required}
          />
        );
      case 'verificationCode':
        return (
          <SmsCodeField
            key={field}
            field={form.bind('verificationCode')}
            canSend={() => form.passes('mobileNum', checkRegisterField('mobileNum', current, settings, 'mobile'))}
            send={(captcha) =>
              sendSmsCode({ mobileNum: current.mobileNum.trim(), countryDialingCode: current.countryDialingCode, captcha })
            }
          />
        );
      default:
        if (meta.kind === 'password') return <PasswordField key={field} {...common} autoComplete={meta.autoComplete} />;
        return (
          <TextField
            key={field}
            {...common}
            type={meta.kind === 'email' ? 'email' : meta.kind === 'tel' ? 'tel' : 'text'}
            inputMode={meta.kind === 'email' ? 'email' : meta.kind === 'tel' ? 'tel' : meta.kind === 'numeric' ? 'numeric' : undefined}
            autoComplete={meta.autoComplete}
            onBlur={field === 'username' ? onUsernameBlur : undefined}
          />
        );
    }
  };

  return (
    <Form submit={submit} ns="account" className={formStyles.form} data-testid="register-form">
      <h1 className={formStyles.heading}>{t('register_title')}</h1>
      {modes.length > 1 && (
        <ModeTabs
          label={t('register_method')}
          active={mode}
          onChange={(next) => {
            setMode(next);
            setErrors({});
            submit.clearFormError();
          }}
          modes={[
            { mode: 'username', label: t('register_by_username') },
            { mode: 'mobile', label: t('register_by_mobile') },
          ]}
        />
      )}
      {fields.map(renderField)}
      <label className={`${formStyles.check} ${styles.terms}`}>
        <input type="checkbox" name="terms" checked={terms} onChange={(e) => setTerms(e.target.checked)} data-testid="register-terms" />
        <span>
          {t('terms_confirm', { age: minimumAge })} <Link to={paths.privacy}>{t('terms_link')}</Link>
        </span>
      </label>
      <SubmitRow submit={submit} className={formStyles.primary} disabled={!terms} testId="register-submit">
        {t('create_account')}
      </SubmitRow>
      <p className={`${formStyles.subheading} ${styles.center}`}>
        {t('have_account')}{' '}
        <Link className={formStyles.link} to={paths.login}>
          {t('login_button')}
        </Link>
      </p>
    </Form>
  );
}
