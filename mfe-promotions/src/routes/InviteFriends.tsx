import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function InviteFriends() {
  return (
    <AreaRoot area="promotions">
      <ComingLater name="InviteFriends" />
    </AreaRoot>
  );
}
