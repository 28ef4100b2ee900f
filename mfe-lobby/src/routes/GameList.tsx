import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function GameList() {
  return (
    <AreaRoot area="lobby">
      <ComingLater name="GameList" />
    </AreaRoot>
  );
}
