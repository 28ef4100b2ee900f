import { AreaRoot, fetchLotteryList } from 'shared';
import '../i18n';
import { GameGridScreen } from '../features/games';

/** The lottery games (`/m/lottery`, `/m/startLottery`); a tap opens the lottery launcher. */
export default function Lottery() {
  return (
    <AreaRoot area="lobby">
      <GameGridScreen load={fetchLotteryList} />
    </AreaRoot>
  );
}
