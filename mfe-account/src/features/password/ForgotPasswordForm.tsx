import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  confirmDialog,
  paths,
  REDIRECT_AFTER_SUCCESS_MS,
  requestPasswordEmail,
  resetPasswordBySms,
  sendSmsCodeNoLogin,
  toast,
} from 'shared';
import { Form, MobileCodeFields, PasswordFields, SubmitRow, TextField, useFormState, useFormSubmit } from 'shared/forms';
import { ModeTabs } from '../../common/ModeTabs';
import { useRevalidateOnLanguage } from '../../common/useRevalidateOnLanguage';
import { useRules } from '../../common/useRules';
import formStyles from '../../common/form.module.css';
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
  const form = useFormState<ForgotValues, ForgotField>(EMPTY_FORGOT);
  const [mode, setMode] = useState<ForgotMode>('sms');
  const current: ForgotValues = { ...form.values, countryDialingCode: form.values.countryDialingCode || rules.defaultCountryDialingCode };

  useRevalidateOnLanguage(form.setErrors, (field) => checkForgotField(field, current, rules.rule));

  const submit = useFormSubmit({
    form,
    order: FORGOT_FIELDS[mode],
    validate: () => validateForgot(mode, current, rules.rule),
    send: () =>
      mode === 'sms' ? resetPasswordBySms(buildResetPayload(current)) : requestPasswordEmail(current.username.trim(), current.email.trim()),
    onSuccess: () => {
      if (mode === 'sms') {
        toast.success(t('password_reset'));
        setTimeout(() => navigate(paths.login, { replace: true }), REDIRECT_AFTER_SUCCESS_MS);
        return;
      }
      // The form is ready again behind the notice: the link can be asked for once more.
      void confirmDialog({
        title: t('in_popup_prompt', { ns: 'common' }),
        message: t('sent_success'),
        confirmText: t('confirm', { ns: 'common' }),
      });
    },
    loading: true,
    leavesOnSuccess: mode === 'sms',
  });

  return (
    <Form submit={submit} ns="account" className={formStyles.form} data-testid="forgot-form">
      <h1 className={formStyles.heading}>{t('forgot_title')}</h1>
      <ModeTabs
        label={t('reset_method')}
        active={mode}
        onChange={(next) => {
          setMode(next);
          form.setErrors({});
          submit.clearFormError();
        }}
        modes={[
          { mode: 'sms', label: t('reset_by_sms') },
          { mode: 'email', label: t('reset_by_email') },
        ]}
      />
      {mode === 'sms' ? (
        <>
          <MobileCodeFields
            mobile={form.bind('mobileNum')}
            dialingCode={{ countries: rules.countries, value: current.countryDialingCode, onChange: form.set('countryDialingCode') }}
            code={form.bind('verificationCode')}
            canSend={() => form.passes('mobileNum', checkForgotField('mobileNum', current, rules.rule))}
            send={(captcha) =>
              sendSmsCodeNoLogin({ mobileNum: current.mobileNum.trim(), countryDialingCode: current.countryDialingCode, captcha })
            }
          />
          <PasswordFields
            chosen={{ ...form.bind('newPassword'), label: t('new_password') }}
            confirmation={{ ...form.bind('confirmNewPassword'), label: t('confirm_new_password') }}
          />
        </>
      ) : (
        <>
          <TextField {...form.bind('username')} label={t('username')} required autoComplete="username" />
          <TextField {...form.bind('email')} label={t('email')} type="email" inputMode="email" required autoComplete="email" />
        </>
      )}
      <SubmitRow submit={submit} className={formStyles.primary} testId="forgot-submit">
        {mode === 'sms' ? t('reset_password_button') : t('send_reset_link')}
      </SubmitRow>
      <div className={formStyles.links}>
        <Link className={formStyles.link} to={paths.login}>
          {t('back_to_login')}
        </Link>
        <Link className={formStyles.link} to={paths.register}>
          {t('sign_up')}
        </Link>
      </div>
    </Form>
  );
}
