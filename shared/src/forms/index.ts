/**
 * The form kit every form of the site uses: labelled fields named after their payload field, their error and
 * hint lines, the password toggle, the captcha picture and the dialling code; the form's state and its one
 * submit path; the field groups that repeat (the passwords a form sets, a mobile number with its SMS code). A
 * subpath entry point, so it is bundled into the areas that have forms and never into home's first load.
 */
import './i18n';

export { Form } from './Form';
export { useFieldMessage } from './FormNamespace';
export { TextField } from './TextField';
export { PasswordField } from './PasswordField';
export { CaptchaField } from './CaptchaField';
export { TextAreaField } from './TextAreaField';
export { DialingCodeSelect } from './DialingCodeSelect';
export { ChoiceField } from './ChoiceField';
export { FieldButton } from './FieldButton';
export { SubmitRow } from './SubmitRow';

export { useFormState } from './state/useFormState';
export { useFormSubmit, FieldProblem } from './state/useFormSubmit';
export type { FieldErrors } from './state/fieldErrors';
export { fieldsByCode } from './state/fieldsByCode';

export { PasswordFields } from './groups/PasswordFields';
export { checkConfirmation, CONFIRM_MISMATCH } from './groups/passwordConfirmation';
export { MobileCodeFields } from './groups/mobileCode/MobileCodeFields';
export { MobileNumberField } from './groups/mobileCode/MobileNumberField';
export { SmsCodeField } from './groups/mobileCode/SmsCodeField';
