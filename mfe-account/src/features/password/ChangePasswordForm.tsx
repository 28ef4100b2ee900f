import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { changePassword, confirmDialog, paths, REDIRECT_AFTER_SUCCESS_MS, Spinner, toast, type SessionInfo } from 'shared';
import { Form, PasswordFields, SubmitRow, useFormState, useFormSubmit } from 'shared/forms';
import { rememberStore } from '../remember';
import { useRevalidateOnLanguage } from '../../common/useRevalidateOnLanguage';
import { useRules } from '../../common/useRules';
import formStyles from '../../common/form.module.css';
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
  const form = useFormState<ChangePasswordValues, ChangePasswordField>(EMPTY);

  const oldHidden = typeof remembered === 'string';
  const current: ChangePasswordValues = oldHidden ? { ...form.values, oldPassword: remembered } : form.values;
  useRevalidateOnLanguage(form.setErrors, (field) => checkChangePasswordField(field, current, rules.rule, oldHidden));

  // The loading toast goes without a popup of its own on failure (docs/product-rules.md §8); the reason stays on the form.
  const submit = useFormSubmit({
    form,
    order: CHANGE_PASSWORD_FIELDS,
    validate: () => validateChangePassword(current, rules.rule, oldHidden),
    confirm: async () => {
      if (!isSamePassword(current.oldPassword, current.newPassword)) return true;
      await confirmDialog({
        title: t('in_popup_prompt', { ns: 'common' }),
        message: t(SAME_PASSWORD),
        confirmText: t('confirm', { ns: 'common' }),
      });
      form.focus('newPassword');
      return false;
    },
    send: () => changePassword(current),
    onSuccess: async () => {
      if (oldHidden)
        await rememberStore
          .save({ type: 'username', username: session.userName, password: current.newPassword, countryDialingCode: '' })
          .catch(() => undefined);
      toast.success(t('password_changed'));
      setTimeout(() => navigate(paths.memberHome), REDIRECT_AFTER_SUCCESS_MS);
    },
    loading: true,
    leavesOnSuccess: true,
  });

  if (remembered === undefined) return <Spinner />;

  return (
    <Form submit={submit} ns="account" className={formStyles.form} data-testid="change-password-form">
      {oldHidden && (
        <p className={formStyles.subheading} data-testid="old-password-remembered">
          {t('old_password_remembered')}
        </p>
      )}
      <PasswordFields
        current={oldHidden ? undefined : { ...form.bind('oldPassword'), label: t('old_password') }}
        chosen={{ ...form.bind('newPassword'), label: t('new_password') }}
        confirmation={{ ...form.bind('confirmNewPassword'), label: t('confirm_new_password') }}
      />
      <SubmitRow submit={submit} className={formStyles.primary} testId="change-password-submit">
        {t('change_password_button')}
      </SubmitRow>
    </Form>
  );
}
