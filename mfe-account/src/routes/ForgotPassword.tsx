import { AreaRoot } from 'shared';
import '../i18n';
import { ForgotPasswordForm } from '../features/password';

export default function ForgotPassword() {
  return (
    <AreaRoot area="account">
      <ForgotPasswordForm />
    </AreaRoot>
  );
}
