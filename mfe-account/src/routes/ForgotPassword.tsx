import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function ForgotPassword() {
  return (
    <AreaRoot area="account">
      <ComingLater name="ForgotPassword" />
    </AreaRoot>
  );
}
