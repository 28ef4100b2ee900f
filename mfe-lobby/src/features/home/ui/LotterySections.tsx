import { useTranslation } from 'react-i18next';
import { fetchLotteryList, fetchRecentGames, paths, useApi, useSession, type Game } from 'shared';
import { isLotteryType } from '../../../common/gameTypes';
import { GameRow } from './GameRow';

/** The lottery section: lottery games in a row. */
export function LotterySection({ onOpen }: { onOpen(game: Game): void }) {
  const { t } = useTranslation('lobby');
  const state = useApi(async () => (await fetchLotteryList()).slice(0, 20), []);
  return <GameRow id="lottery" title={t('section_lottery')} seeAllTo={paths.lottery} state={state} onOpen={onOpen} />;
}

/** The lottery history: a member's recently played lottery games (hidden for visitors). */
export function LotteryHistorySection({ onOpen }: { onOpen(game: Game): void }) {
  const token = useSession()?.token;
  if (!token) return null;
  return <LotteryHistory key={token} onOpen={onOpen} />;
}

function LotteryHistory({ onOpen }: { onOpen(game: Game): void }) {
  const { t } = useTranslation('lobby');
  const state = useApi(async () => (await fetchRecentGames()).filter((g) => isLotteryType(g.gameType)), []);
  if (state.status === 'ready' && state.data.length === 0) return null;
  return <GameRow id="lottery-history" title={t('section_lottery_history')} seeAllTo={paths.lottery} state={state} onOpen={onOpen} />;
}
