import { useTranslation } from 'react-i18next';
import { HOME_ROW_SIZE, fetchGames, fetchVendorSorting, paths, useApi, withQuery, type Game } from 'shared';
import { showsVendorTiles } from '../../common/gameTypes';
import { GameRow } from '../home';
import { AsyncContent } from '../../common/AsyncContent';
import { lobbyCategories } from './categories';
import styles from '../../common/ui.module.css';

/** The game lobby's 'all' mode: one row of 20 games per category (sports and lottery list their vendors). */
export function CategoryRows({ onOpen }: { onOpen(game: Game): void }) {
  const sorting = useApi(fetchVendorSorting, []);
  return (
    <AsyncContent state={sorting} isEmpty={(list) => lobbyCategories(list).length < 2}>
      {(list) => (
        <div className={styles.stack}>
          {lobbyCategories(list)
            .filter((c) => c !== 'lobby' && !showsVendorTiles(c))
            .map((category) => (
              <CategoryRow key={category} category={category} onOpen={onOpen} />
            ))}
        </div>
      )}
    </AsyncContent>
  );
}

function CategoryRow({ category, onOpen }: { category: string; onOpen(game: Game): void }) {
  const { t } = useTranslation('lobby');
  const state = useApi(
    async () => (await fetchGames({ gameType: category as 'RNG', pageNo: 1, pageSize: HOME_ROW_SIZE })).games,
    [category],
  );
  return (
    <GameRow
      id={category.toLowerCase()}
      title={t(`type_${category}`, { defaultValue: category })}
      seeAllTo={withQuery(paths.gameCenter, { category })}
      state={state}
      onOpen={onOpen}
    />
  );
}
