import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function LaunchGame() {
  return (
    <AreaRoot area="lobby">
      <ComingLater name="LaunchGame" />
    </AreaRoot>
  );
}
