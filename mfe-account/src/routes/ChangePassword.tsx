import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function ChangePassword() {
  return (
    <AreaRoot area="account">
      <ComingLater name="ChangePassword" />
    </AreaRoot>
  );
}
