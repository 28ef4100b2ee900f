import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { changePassword, confirmDialog, errorMessage, paths, REDIRECT_AFTER_SUCCESS_MS, Spinner, toast, type SessionInfo } from 'shared';
import { FormNamespace, PasswordField, useFieldRefs } from 'shared/forms';
import { firstInvalid, type FieldErrors } from '../../lib/validation';
import { rememberStore } from '../../remember/rememberedLogin';
import { FormError } from '../../ui/FormError';
import { useRevalidateOnLanguage } from '../../ui/useRevalidateOnLanguage';
import { useRules } from '../../ui/useRules';
import formStyles from '../../ui/form.module.css';
import {
  CHANGE_PASSWORD_FIELDS,
  checkChangePasswordField,
  isSamePassword,
  SAME_PASSWORD,
  validateChangePassword,
  type ChangePasswordField,
  type ChangePasswordValues,
} from './passwordRules';
import { useRememberedPassword } from './useRememberedPassword';

const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmNewPassword: '' };

/** Change password (docs/product-rules.md §2 and §5); the old password comes from the remembered login when there is one. */
export function ChangePasswordForm({ session }: { session: SessionInfo }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const rules = useRules();
  const remembered = useRememberedPassword(session.userName);
  const fields = useFieldRefs<ChangePasswordField>();
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<ChangePasswordField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const oldHidden = typeof remembered === 'string';
  const current: ChangePasswordValues = oldHidden ? { ...values, oldPassword: remembered } : values;
  useRevalidateOnLanguage(setErrors, (field) => checkChangePasswordField(field, current, rules.rule, oldHidden));

  if (remembered === undefined) return <Spinner />;

  const set = (field: ChangePasswordField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateChangePassword(current, rules.rule, oldHidden);
    setErrors(found);
    const invalid = firstInvalid(CHANGE_PASSWORD_FIELDS, found);
    if (invalid) {
      fields.focus(invalid);
      return;
    }
    if (isSamePassword(current.oldPassword, current.newPassword)) {
      await confirmDialog({
        title: t('in_popup_prompt', { ns: 'common' }),
        message: t(SAME_PASSWORD),
        confirmText: t('confirm', { ns: 'common' }),
      });
      fields.focus('newPassword');
      return;
    }
    setSubmitting(true);
    setFormError(null);
    const hideLoading = toast.loading(t('in_please_wait', { ns: 'common' }));
    try {
      await changePassword(current);
      hideLoading();
      if (oldHidden)
        await rememberStore
          .save({ type: 'username', username: session.userName, password: current.newPassword, countryDialingCode: '' })
          .catch(() => undefined);
      toast.success(t('password_changed'));
      setTimeout(() => navigate(paths.memberHome), REDIRECT_AFTER_SUCCESS_MS);
    } catch (error) {
      // The loading toast goes without a popup of its own (docs/product-rules.md §8); the reason stays on the form.
      hideLoading();
      setFormError(errorMessage(error, t));
      setSubmitting(false);
    }
  };

  return (
    <FormNamespace ns="account">
      <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="change-password-form">
        {oldHidden ? (
          <p className={formStyles.subheading} data-testid="old-password-remembered">
            {t('old_password_remembered')}
          </p>
        ) : (
          <PasswordField
            name="oldPassword"
            label={t('old_password')}
            value={values.oldPassword}
            onChange={set('oldPassword')}
            required
            error={errors.oldPassword}
            inputRef={fields.register('oldPassword')}
          />
        )}
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
        <FormError message={formError} />
        <button type="submit" className={formStyles.primary} disabled={submitting} data-testid="change-password-submit">
          {t('change_password_button')}
        </button>
      </form>
    </FormNamespace>
  );
}
