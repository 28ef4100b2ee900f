import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AreaRoot } from 'shared';
import '../i18n';
import { gameTypeTitleKey, knownGameType } from '../common/gameTypes';
import { LOBBY_CATEGORY, recallList, rememberList, useListPlace, showsVendorStrip, GameBrowser } from '../features/games';
import { SearchBox } from '../common/SearchBox';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../common/useDebouncedValue';
import styles from '../common/ui.module.css';

/** The game list (`/m/gameList?gameType&vassalage`, `/m/game`): title, search, vendors, classifications, grid, paging. */
export default function GameList() {
  const { t } = useTranslation('lobby');
  const [params, setParams] = useSearchParams();
  const gameType = knownGameType(params.get('gameType')) ?? LOBBY_CATEGORY;
  const vendor = params.get('vassalage')?.trim() || null;
  const place = useListPlace();
  const [typed, setTyped] = useState(() => recallList(place)?.typed ?? '');
  useEffect(() => rememberList(place, { typed }), [place, typed]);
  const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const setVendor = (next: string | null) => {
    const query = new URLSearchParams(params);
    if (next) query.set('vassalage', next);
    else query.delete('vassalage');
    setParams(query, { replace: true });
  };
  const searchBox = <SearchBox value={typed} onChange={setTyped} />;
  return (
    <AreaRoot area="lobby">
      <div className={styles.stack}>
        <h1 className={styles.title} data-testid="game-type-title">
          {t(gameTypeTitleKey(gameType), { defaultValue: gameType })}
        </h1>
        {/* The vendor strip comes first, then the search box (docs/product-rules.md §2, 2.25). */}
        {!showsVendorStrip(gameType) && searchBox}
        <GameBrowser
          gameType={gameType}
          search={search}
          vendor={vendor}
          onVendorChange={setVendor}
          searchBox={showsVendorStrip(gameType) ? searchBox : undefined}
        />
      </div>
    </AreaRoot>
  );
}
