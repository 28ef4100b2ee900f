/**
 * The form kit every form of the site uses: labelled fields named after their payload field, their error and
 * hint lines, the password toggle, the captcha picture and the dialling code; the form's state and its one
 * submit path; the field groups that repeat (the passwords a form sets, a mobile number with its SMS code). A
 * subpath entry point, so it is bundled into the areas that have forms and never into home's first load.
 */
import './i18n';

export { Form } from './Form';
export { FormNamespace, useFieldMessage } from './FormNamespace';
export { TextField, type TextFieldProps } from './TextField';
export { PasswordField } from './PasswordField';
export { CaptchaField, type CaptchaFieldProps } from './CaptchaField';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { DialingCodeSelect } from './DialingCodeSelect';
export { ChoiceField, type Choice } from './ChoiceField';
export { FieldButton } from './FieldButton';
export { FieldError } from './FieldError';
export { SubmitRow } from './SubmitRow';
export { useFieldRefs } from './useFieldRefs';

export { useFormState, type FormState, type BoundField } from './state/useFormState';
export { useFormSubmit, FieldProblem, type FormSubmit, type FormSubmitOptions } from './state/useFormSubmit';
export type { FieldErrors, TextFieldOf } from './state/fieldErrors';
export { fieldsByCode } from './state/fieldsByCode';

export { PasswordFields, type GroupPassword } from './groups/PasswordFields';
export { checkConfirmation, CONFIRM_MISMATCH } from './groups/passwordConfirmation';
export { MobileCodeFields } from './groups/mobileCode/MobileCodeFields';
export { MobileNumberField, type DialingCode } from './groups/mobileCode/MobileNumberField';
export { SmsCodeField, type SmsCodeFieldProps } from './groups/mobileCode/SmsCodeField';
