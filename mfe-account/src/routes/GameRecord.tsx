import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function GameRecord() {
  return (
    <AreaRoot area="account">
      <ComingLater name="GameRecord" />
    </AreaRoot>
  );
}
