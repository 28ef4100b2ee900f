import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function Feedback() {
  return (
    <AreaRoot area="support">
      <ComingLater name="Feedback" />
    </AreaRoot>
  );
}
