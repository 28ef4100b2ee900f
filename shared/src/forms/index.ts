/**
 * The form kit every form of the site uses: labelled fields named after their payload field, their error and
 * hint lines, the password toggle, the captcha picture and the dialling code. A subpath entry point, so it is
 * bundled into the areas that have forms and never into home's first load.
 */
import './i18n';

export { FormNamespace, useFieldMessage } from './FormNamespace';
export { TextField, type TextFieldProps } from './TextField';
export { PasswordField } from './PasswordField';
export { CaptchaField, type CaptchaFieldProps } from './CaptchaField';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { DialingCodeSelect } from './DialingCodeSelect';
export { FieldError } from './FieldError';
export { useFieldRefs } from './useFieldRefs';
