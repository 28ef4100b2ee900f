import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function Register() {
  return (
    <AreaRoot area="account">
      <ComingLater name="Register" />
    </AreaRoot>
  );
}
