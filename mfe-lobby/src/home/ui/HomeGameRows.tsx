import { useTranslation } from 'react-i18next';
import { useApi, type Game } from 'shared';
import { HOME_ROWS, rowGames } from '../model/rows';
import { GameRow } from './GameRow';

type RowDef = (typeof HOME_ROWS)[number];

/** HOT, LIVE and RNG rows, each loading (and failing) on its own. */
export function HomeGameRows({ onOpen }: { onOpen(game: Game): void }) {
  return (
    <>
      {HOME_ROWS.map((row) => (
        <HomeRow key={row.id} row={row} onOpen={onOpen} />
      ))}
    </>
  );
}

function HomeRow({ row, onOpen }: { row: RowDef; onOpen(game: Game): void }) {
  const { t } = useTranslation('lobby');
  const state = useApi(async () => rowGames(await row.load()), [row]);
  return <GameRow id={row.id} title={t(row.titleKey)} seeAllTo={row.seeAllTo} state={state} onOpen={onOpen} />;
}
