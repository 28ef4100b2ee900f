import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function Leaderboard() {
  return (
    <AreaRoot area="promotions">
      <ComingLater name="Leaderboard" />
    </AreaRoot>
  );
}
