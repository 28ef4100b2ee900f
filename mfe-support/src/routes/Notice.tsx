import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function Notice() {
  return (
    <AreaRoot area="support">
      <ComingLater name="Notice" />
    </AreaRoot>
  );
}
