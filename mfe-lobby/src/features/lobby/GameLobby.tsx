import { useEffect, useState, type ReactNode } from 'react';
import { recallList, rememberList, useListPlace, GameBrowser, LOBBY_CATEGORY, lobbyMode } from '../games';
import { SearchBox } from '../../common/SearchBox';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../common/useDebouncedValue';
import { CategoryTabs } from './CategoryTabs';
import styles from '../../common/ui.module.css';

interface GameLobbyProps {
  category: string;
  onCategory(category: string): void;
  /** What the lobby tab shows. */
  all: ReactNode;
  /** On home: games launch from home, and the lobby ends flush on the download-promo strip below it. */
  fromHome?: boolean;
}

/** Search and category tabs over three modes: all (lobby tab), a category's list, or search results. */
export function GameLobby({ category, onCategory, all, fromHome = false }: GameLobbyProps) {
  const place = useListPlace();
  const [typed, setTyped] = useState(() => recallList(place)?.typed ?? '');
  useEffect(() => rememberList(place, { typed }), [place, typed]);
  const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const mode = lobbyMode(category, search);
  return (
    <div className={fromHome ? `${styles.stack} ${styles.flushEnd}` : styles.stack} data-testid="game-lobby" data-mode={mode}>
      <SearchBox value={typed} onChange={setTyped} />
      <CategoryTabs active={category || LOBBY_CATEGORY} onSelect={onCategory} />
      {mode === 'all' ? all : <GameBrowser gameType={category || LOBBY_CATEGORY} search={search} fromHome={fromHome} />}
    </div>
  );
}
