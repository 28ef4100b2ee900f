import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function Inbox() {
  return (
    <AreaRoot area="support">
      <ComingLater name="Inbox" />
    </AreaRoot>
  );
}
