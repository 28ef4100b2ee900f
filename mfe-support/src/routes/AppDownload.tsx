import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function AppDownload() {
  return (
    <AreaRoot area="support">
      <ComingLater name="AppDownload" />
    </AreaRoot>
  );
}
