import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function Login() {
  return (
    <AreaRoot area="account">
      <ComingLater name="Login" />
    </AreaRoot>
  );
}
