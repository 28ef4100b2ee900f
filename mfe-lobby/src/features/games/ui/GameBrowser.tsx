import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyData, ErrorPanel, Spinner, TOAST_MS, errorMessage, fetchVendors, toast, useApi, useSession, type Vendor } from 'shared';
import { useLaunchGame } from '../../launch';
import { useGoToLogin } from '../../../common/useGoToLogin';
import { useGameBrowser } from '../hooks/useGameBrowser';
import type { GameSource } from '../hooks/loadGamePage';
import { isFavouriteTab } from '../model/browsing';
import { FAV_TAB, showsClassificationBar, showsVendorFilter } from '../model/classificationTabs';
import { showsVendorTiles } from '../../../common/gameTypes';
import { showsVendorStrip, stripVendors } from '../model/vendorStrip';
import { ClassificationBar } from './ClassificationBar';
import { GameGrid } from './GameGrid';
import { PagingFooter } from './PagingFooter';
import { VendorStrip } from './VendorStrip';
import { VendorTiles } from './VendorTiles';
import styles from '../../../common/ui.module.css';

interface GameBrowserProps {
  /** Game type or category; 'lobby' means all games. */
  gameType: string;
  /** Search text (the list uses it trimmed). */
  search?: string;
  /** A vendor kept by the parent (the URL); without `onVendorChange` the browser keeps its own. */
  vendor?: string | null;
  onVendorChange?: (vendor: string | null) => void;
  source?: GameSource;
  fromHome?: boolean;
  emptyMessage?: string;
  /** The page's search box, shown below the vendor strip (docs/product-rules.md §2, 2.25: strip first); lists with a strip only. */
  searchBox?: ReactNode;
}

const NO_VENDORS: Vendor[] = [];
const loadVendors = (gameType: string) => (gameType && gameType !== 'lobby' ? fetchVendors(gameType) : Promise.resolve(NO_VENDORS));

/** A category's games, or its vendor tiles for SPORTS and ELOTT (unless searching). */
export function GameBrowser(props: GameBrowserProps) {
  const { gameType, search = '', source = 'games', fromHome = false } = props;
  const launch = useLaunchGame({ fromHome });
  if (source === 'games' && showsVendorTiles(gameType) && !search.trim())
    return (
      <div className={styles.body} data-testid="game-browser" data-game-type={gameType}>
        <VendorTiles gameType={gameType} vendor={props.vendor} onOpen={launch} />
      </div>
    );
  return <PagedGames {...props} />;
}

/** A game list with vendor strip, classification bar, grid, page indicator and 'more games'. */
function PagedGames({
  gameType,
  search = '',
  vendor: vendorProp = null,
  onVendorChange,
  source = 'games',
  fromHome = false,
  emptyMessage,
  searchBox,
}: GameBrowserProps) {
  const { t } = useTranslation('lobby');
  const session = useSession();
  const goToLogin = useGoToLogin();
  const launch = useLaunchGame({ fromHome });
  const [ownVendor, setOwnVendor] = useState<string | null>(vendorProp);
  const vendor = onVendorChange ? vendorProp : ownVendor;
  const { state, setFilters, more, retry, remove } = useGameBrowser({ gameType, search, vendor }, source);

  const shownType = useRef(gameType);
  useEffect(() => {
    const typeChanged = shownType.current !== gameType;
    shownType.current = gameType;
    setFilters({ gameType, search, vendor, ...(typeChanged ? { classify: null } : {}) });
  }, [gameType, search, vendor, setFilters]);

  const vendors = useApi(() => loadVendors(gameType), [gameType]);
  const selectVendor = useCallback((next: string | null) => (onVendorChange ? onVendorChange(next) : setOwnVendor(next)), [onVendorChange]);
  const selectClassification = useCallback(
    (classify: string) => {
      if (classify === FAV_TAB && !session) {
        toast.info(t('in_logged_login', { ns: 'common' }), TOAST_MS.info);
        return goToLogin();
      }
      setFilters({ classify });
    },
    [session, t, goToLogin, setFilters],
  );

  const { filters, games, status } = state;
  const listedVendors = vendors.data ?? NO_VENDORS;
  const showStrip = source === 'games' && showsVendorStrip(gameType) && showsVendorFilter(filters.classify);
  const showBar = source === 'games' && showsClassificationBar(gameType);
  const vendorClassifications = listedVendors.find((v) => v.vassalage === vendor)?.classifications ?? [];
  const dropsRemoved = source === 'favourites' || isFavouriteTab(filters);

  return (
    <div className={styles.stack} data-testid="game-browser" data-game-type={gameType}>
      {showStrip &&
        (vendors.status === 'error' ? (
          <ErrorPanel message={errorMessage(vendors.error, t)} onRetry={vendors.reload} />
        ) : (
          stripVendors(listedVendors).length > 0 && (
            <VendorStrip vendors={stripVendors(listedVendors)} active={vendor} onSelect={selectVendor} />
          )
        ))}
      {searchBox}
      {showBar && (
        <ClassificationBar
          gameType={gameType}
          vendorClassifications={vendorClassifications}
          active={filters.classify}
          onSelect={selectClassification}
        />
      )}
      <div className={styles.body} aria-busy={status === 'loading'}>
        {games.length === 0 ? (
          status === 'error' ? (
            <ErrorPanel message={errorMessage(state.error, t)} onRetry={retry} />
          ) : status === 'loading' ? (
            <Spinner />
          ) : (
            <EmptyData
              message={emptyMessage ?? (filters.search.trim() ? t('no_search_results', { text: filters.search.trim() }) : t('no_games'))}
            />
          )
        ) : (
          <>
            <GameGrid games={games} onOpen={launch} onFavouriteRemoved={dropsRemoved ? remove : undefined} />
            {status === 'error' && <ErrorPanel message={errorMessage(state.error, t)} onRetry={retry} />}
            <PagingFooter page={state.shownPage} totalPages={state.totalPages} loading={status === 'loading'} onMore={more} />
          </>
        )}
      </div>
    </div>
  );
}
