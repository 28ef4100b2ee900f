import { useTranslation } from 'react-i18next';
import { useApi, type Game } from 'shared';
import { HOME_ROWS, rowGames } from '../model/rows';
import { GameRow } from './GameRow';

type RowDef = (typeof HOME_ROWS)[number];

/** HOT, LIVE and RNG rows, each loading (and failing) on its own. */
export function HomeGameRows({ onOpen }: { onOpen(game: Game): void }) {
  return (
    <>
      {HOME_ROWS.map((row, index) => (
        <HomeRow key={row.id} row={row} onOpen={onOpen} firstView={index === 0} />
      ))}
    </>
  );
}

function HomeRow({ row, onOpen, firstView }: { row: RowDef; onOpen(game: Game): void; firstView: boolean }) {
  const { t } = useTranslation('lobby');
  const state = useApi(async () => rowGames(await row.load()), [row]);
  return <GameRow id={row.id} title={t(row.titleKey)} seeAllTo={row.seeAllTo} state={state} onOpen={onOpen} firstView={firstView} />;
}
