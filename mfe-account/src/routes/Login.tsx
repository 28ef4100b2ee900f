import { AreaRoot } from 'shared';
import '../i18n';
import { LoginForm } from '../features/login';

export default function Login() {
  return (
    <AreaRoot area="account">
      <LoginForm />
    </AreaRoot>
  );
}
