import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  confirmDialog,
  errorMessage,
  paths,
  REDIRECT_AFTER_SUCCESS_MS,
  requestPasswordEmail,
  resetPasswordBySms,
  sendSmsCodeNoLogin,
  toast,
} from 'shared';
import { FormNamespace, PasswordField, TextField, useFieldRefs } from 'shared/forms';
import { firstInvalid, type FieldErrors } from '../../lib/validation';
import { FormError } from '../../ui/FormError';
import { MobileField } from '../../ui/MobileField';
import { ModeTabs } from '../../ui/ModeTabs';
import { SmsCodeField } from '../../ui/SmsCodeField';
import { useRevalidateOnLanguage } from '../../ui/useRevalidateOnLanguage';
import { useRules } from '../../ui/useRules';
import formStyles from '../../ui/form.module.css';
import {
  buildResetPayload,
  checkForgotField,
  EMPTY_FORGOT,
  FORGOT_FIELDS,
  validateForgot,
  type ForgotField,
  type ForgotMode,
  type ForgotValues,
} from './forgotRules';

/** Forgot password: a new password set with an SMS code (setPasswordPhone), or a reset link by e-mail. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const rules = useRules();
  const fields = useFieldRefs<ForgotField>();
  const [mode, setMode] = useState<ForgotMode>('sms');
  const [values, setValues] = useState<ForgotValues>(EMPTY_FORGOT);
  const [errors, setErrors] = useState<FieldErrors<ForgotField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const current: ForgotValues = { ...values, countryDialingCode: values.countryDialingCode || rules.defaultCountryDialingCode };

  useRevalidateOnLanguage(setErrors, (field) => checkForgotField(field, current, rules.rule));

  const set = (field: keyof ForgotValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field as ForgotField]: _dropped, ...rest }) => rest);
  };

  const canSendCode = () => {
    const error = checkForgotField('mobileNum', current, rules.rule);
    if (!error) return true;
    setErrors((e) => ({ ...e, mobileNum: error }));
    fields.focus('mobileNum');
    return false;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateForgot(mode, current, rules.rule);
    setErrors(found);
    const invalid = firstInvalid(FORGOT_FIELDS[mode], found);
    if (invalid) {
      fields.focus(invalid);
      return;
    }
    setSubmitting(true);
    setFormError(null);
    const hideLoading = toast.loading(t('in_please_wait', { ns: 'common' }));
    try {
      if (mode === 'sms') {
        await resetPasswordBySms(buildResetPayload(current));
        hideLoading();
        toast.success(t('password_reset'));
        setTimeout(() => navigate(paths.login, { replace: true }), REDIRECT_AFTER_SUCCESS_MS);
      } else {
        await requestPasswordEmail(current.username.trim(), current.email.trim());
        hideLoading();
        setSubmitting(false);
        await confirmDialog({
          title: t('in_popup_prompt', { ns: 'common' }),
          message: t('sent_success'),
          confirmText: t('confirm', { ns: 'common' }),
        });
      }
    } catch (error) {
      hideLoading();
      setFormError(errorMessage(error, t));
      setSubmitting(false);
    }
  };

  return (
    <FormNamespace ns="account">
      <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="forgot-form">
        <h1 className={formStyles.heading}>{t('forgot_title')}</h1>
        <ModeTabs
          label={t('reset_method')}
          active={mode}
          onChange={(next) => {
            setMode(next);
            setErrors({});
            setFormError(null);
          }}
          modes={[
            { mode: 'sms', label: t('reset_by_sms') },
            { mode: 'email', label: t('reset_by_email') },
          ]}
        />
        {mode === 'sms' ? (
          <>
            <MobileField
              countries={rules.countries}
              countryDialingCode={current.countryDialingCode}
              onCountryChange={set('countryDialingCode')}
              value={values.mobileNum}
              onChange={set('mobileNum')}
              required
              error={errors.mobileNum}
              inputRef={fields.register('mobileNum')}
            />
            <SmsCodeField
              name="verificationCode"
              value={values.verificationCode}
              onChange={set('verificationCode')}
              error={errors.verificationCode}
              inputRef={fields.register('verificationCode')}
              canSend={canSendCode}
              send={(captcha) =>
                sendSmsCodeNoLogin({ mobileNum: current.mobileNum.trim(), countryDialingCode: current.countryDialingCode, captcha })
              }
            />
            <PasswordField
              name="newPassword"
              label={t('new_password')}
              value={values.newPassword}
              onChange={set('newPassword')}
              required
              error={errors.newPassword}
              autoComplete="new-password"
              inputRef={fields.register('newPassword')}
            />
            <PasswordField
              name="confirmNewPassword"
              label={t('confirm_new_password')}
              value={values.confirmNewPassword}
              onChange={set('confirmNewPassword')}
              required
              error={errors.confirmNewPassword}
              autoComplete="new-password"
              inputRef={fields.register('confirmNewPassword')}
            />
          </>
        ) : (
          <>
            <TextField
              name="username"
              label={t('username')}
              value={values.username}
              onChange={set('username')}
              required
              error={errors.username}
              autoComplete="username"
              inputRef={fields.register('username')}
            />
            <TextField
              name="email"
              label={t('email')}
              value={values.email}
              onChange={set('email')}
              type="email"
              inputMode="email"
              required
              error={errors.email}
              autoComplete="email"
              inputRef={fields.register('email')}
            />
          </>
        )}
        <FormError message={formError} />
        <button type="submit" className={formStyles.primary} disabled={submitting} data-testid="forgot-submit">
          {mode === 'sms' ? t('reset_password_button') : t('send_reset_link')}
        </button>
        <div className={formStyles.links}>
          <Link className={formStyles.link} to={paths.login}>
            {t('back_to_login')}
          </Link>
          <Link className={formStyles.link} to={paths.register}>
            {t('sign_up')}
          </Link>
        </div>
      </form>
    </FormNamespace>
  );
}
