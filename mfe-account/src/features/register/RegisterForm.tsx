import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  checkAffiliateCode,
  checkUsername,
  errorMessage,
  getRuntimeConfig,
  paths,
  REDIRECT_AFTER_SUCCESS_MS,
  register,
  registerMethod,
  sendSmsCode,
  toast,
  useBrand,
  useSessionStore,
  type RegisterField,
  type RegisterSettings,
} from 'shared';
import { CaptchaField, FormNamespace, PasswordField, TextField, useFieldRefs } from 'shared/forms';
import { firstInvalid, type FieldErrors } from '../../lib/validation';
import { FormError } from '../../ui/FormError';
import { MobileField } from '../../ui/MobileField';
import { ModeTabs } from '../../ui/ModeTabs';
import { SmsCodeField } from '../../ui/SmsCodeField';
import { useRevalidateOnLanguage } from '../../ui/useRevalidateOnLanguage';
import formStyles from '../../ui/form.module.css';
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
  const fieldRefs = useFieldRefs<RegisterField>();
  const modes = registerModes(settings);
  const urlCode = (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
  const urlCodeStatus = useUrlAffiliateCode(urlCode);

  const [chosenMode, setMode] = useState<RegisterMode>(modes[0] ?? 'username');
  const mode = modes.includes(chosenMode) ? chosenMode : (modes[0] ?? 'username');
  const [values, setValues] = useState<RegisterValues>(() => ({
    ...EMPTY_REGISTER,
    recommenderId: params.get('recommenderId')?.trim() ?? '',
  }));
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [terms, setTerms] = useState(false);
  const [takenNames, setTakenNames] = useState<string[]>([]);
  const [captchaRenew, setCaptchaRenew] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

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

  if (modes.length === 0) return <p className={styles.closed}>{t('register_closed')}</p>;

  const set = (field: keyof RegisterValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field as RegisterField]: _dropped, ...rest }) => rest);
  };

  const fail = (field: RegisterField, message: string) => {
    setErrors((e) => ({ ...e, [field]: message }));
    fieldRefs.focus(field);
  };

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

  const canSendCode = () => {
    const error = checkRegisterField('mobileNum', current, settings, 'mobile');
    if (!error) return true;
    fail('mobileNum', error);
    return false;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !terms) return;
    const found = validateRegister(fields, current, settings, mode);
    if (!found.username && fields.includes('username') && isTaken(current.username)) found.username = USERNAME_TAKEN;
    setErrors(found);
    const invalid = firstInvalid(fields, found);
    if (invalid) {
      fieldRefs.focus(invalid);
      return;
    }
    setSubmitting(true);
    setFormError(null);
    const hideLoading = toast.loading(t('in_please_wait', { ns: 'common' }));
    try {
      const typedCode = fields.includes('affiliateCode') ? current.affiliateCode.trim() : '';
      if (typedCode && !(await checkAffiliateCode(typedCode))) {
        hideLoading();
        setSubmitting(false);
        fail('affiliateCode', INVITATION_ERROR);
        return;
      }
      const payload = buildRegisterPayload(fields, current, {
        registerMethod: registerMethod(),
        registerUrl: window.location.href,
        domain: window.location.hostname,
        urlAffiliateCode: urlCodeStatus === 'valid' ? urlCode : '',
      });
      const result = await register(payload, mode);
      hideLoading();
      useSessionStore.getState().signIn({
        token: result.token,
        merchantCode: getRuntimeConfig().merchantCode,
        userName: result.userName,
        type: result.type,
        firstTimeLogin: result.firstTimeLogin,
      });
      toast.success(t('in_registered_successfully'));
      setTimeout(() => navigate(paths.home, { replace: true }), REDIRECT_AFTER_SUCCESS_MS);
    } catch (error) {
      hideLoading();
      // The captcha answer is spent by the attempt: a new image, an empty answer; everything else stays.
      if (fields.includes('captcha')) {
        setCaptchaRenew((n) => n + 1);
        setValues((v) => ({ ...v, captcha: '' }));
      }
      const message = errorMessage(error, t);
      if (message === USERNAME_TAKEN) {
        markTaken(current.username);
        fail('username', message);
      }
      setFormError(message);
      setSubmitting(false);
    }
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
      name: field,
      label: t(meta.label),
      value: values[field],
      onChange: set(field),
      required,
      error: errors[field],
      inputRef: fieldRefs.register(field),
      maxLength: meta.maxLength,
      placeholder: meta.placeholder && t(meta.placeholder),
    };
    switch (field) {
      case 'captcha':
        // The picture check closes the form, set apart, so its code is never taken for the SMS code.
        return (
          <div key={field} className={styles.pictureCheck} data-testid="register-picture-check">
            <CaptchaField
              value={values.captcha}
              onChange={set('captcha')}
              error={errors.captcha}
              renewKey={captchaRenew}
              inputRef={fieldRefs.register('captcha')}
            />
          </div>
        );
      case 'mobileNum':
        return (
          <MobileField
            key={field}
            countries={settings.countries}
            countryDialingCode={current.countryDialingCode}
            onCountryChange={set('countryDialingCode')}
            value={values.mobileNum}
            onChange={set('mobileNum')}
            required={required}
            error={errors.mobileNum}
            inputRef={fieldRefs.register('mobileNum')}
          />
        );
      case 'verificationCode':
        return (
          <SmsCodeField
            key={field}
            name="verificationCode"
            value={values.verificationCode}
            onChange={set('verificationCode')}
            error={errors.verificationCode}
            inputRef={fieldRefs.register('verificationCode')}
            canSend={canSendCode}
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
    <FormNamespace ns="account">
      <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="register-form">
        <h1 className={formStyles.heading}>{t('register_title')}</h1>
        {modes.length > 1 && (
          <ModeTabs
            label={t('register_method')}
            active={mode}
            onChange={(next) => {
              setMode(next);
              setErrors({});
              setFormError(null);
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
        <FormError message={formError} />
        <button type="submit" className={formStyles.primary} disabled={!terms || submitting} data-testid="register-submit">
          {t('create_account')}
        </button>
        <p className={`${formStyles.subheading} ${styles.center}`}>
          {t('have_account')}{' '}
          <Link className={formStyles.link} to={paths.login}>
            {t('login_button')}
          </Link>
        </p>
      </form>
    </FormNamespace>
  );
}
