import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function Privacy() {
  return (
    <AreaRoot area="support">
      <ComingLater name="Privacy" />
    </AreaRoot>
  );
}
