import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function MemberCentre() {
  return (
    <AreaRoot area="account">
      <ComingLater name="MemberCentre" />
    </AreaRoot>
  );
}
