import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AreaRoot, fetchVendors, useApi, type VendorTile as VendorTileData } from 'shared';
import '../i18n';
import { LOBBY_CATEGORY, GameBrowser, VendorGrid } from '../features/games';
import { AsyncContent } from '../common/AsyncContent';
import styles from '../common/ui.module.css';

/** Game providers (`/m/providers`); `?vassalage=` lists one provider's games. */
export default function Providers() {
  const { t } = useTranslation('lobby');
  const [params, setParams] = useSearchParams();
  const vassalage = params.get('vassalage')?.trim() || null;
  const vendors = useApi(() => fetchVendors(), []);
  const chosen = vendors.data?.find((v) => v.vassalage === vassalage);
  // A provider's games open at their top, its name and "All providers" in view (docs/product-rules.md §2, 2.62): the
  // grid the player scrolled to pick it is gone.
  const choose = (vendor: VendorTileData) => {
    setParams({ vassalage: vendor.vassalage });
    window.scrollTo(0, 0);
  };
  return (
    <AreaRoot area="lobby">
      <div className={vassalage ? styles.stack : `${styles.stack} ${styles.stackBelowBar}`}>
        {vassalage && <h1 className={styles.title}>{chosen?.displayName ?? vassalage}</h1>}
        {vassalage ? (
          <>
            <button type="button" className={`${styles.chip} ${styles.backChip}`} onClick={() => setParams({})}>
              ‹ {t('providers_back')}
            </button>
            <GameBrowser
              key={vassalage}
              gameType={LOBBY_CATEGORY}
              vendor={vassalage}
              onVendorChange={(next) => setParams(next ? { vassalage: next } : {})}
            />
          </>
        ) : (
          <div className={styles.body}>
            <AsyncContent state={vendors} isEmpty={(list) => list.length === 0} emptyMessage={t('no_games')}>
              {(list) => <VendorGrid vendors={list} onOpen={choose} />}
            </AsyncContent>
          </div>
        )}
      </div>
    </AreaRoot>
  );
}
