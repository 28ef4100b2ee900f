import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function MessageCentre() {
  return (
    <AreaRoot area="support">
      <ComingLater name="MessageCentre" />
    </AreaRoot>
  );
}
