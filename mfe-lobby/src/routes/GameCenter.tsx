import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function GameCenter() {
  return (
    <AreaRoot area="lobby">
      <ComingLater name="GameCenter" />
    </AreaRoot>
  );
}
