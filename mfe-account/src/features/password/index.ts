/** Passwords: changing it, and setting a new one when it is forgotten. */
export { ChangePasswordForm } from './ChangePasswordForm';
export { ForgotPasswordForm } from './ForgotPasswordForm';
