/** Registration: the form the server's rules shape, and each field's label and hint. */
export { FIELD_META } from './fieldMeta';
export { RegisterForm } from './RegisterForm';
