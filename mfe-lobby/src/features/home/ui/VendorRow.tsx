import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchVendors, paths, useApi, withQuery, type VendorTile as VendorTileData } from 'shared';
import { VendorTile } from '../../games';
import { AsyncContent } from '../../../common/AsyncContent';
import { SnapRow } from './SnapRow';
import styles from './home.module.css';

interface VendorRowProps {
  gameType: 'SPORTS' | 'ELOTT';
  title: string;
  onOpen(vendor: VendorTileData): void;
}

/** Sports and lottery sections: their vendors as large tiles, two per view. */
export function VendorRow({ gameType, title, onOpen }: VendorRowProps) {
  const { t } = useTranslation('lobby');
  const state = useApi(() => fetchVendors(gameType), [gameType]);
  const id = gameType.toLowerCase();
  return (
    <section className={styles.section} data-testid={`vendor-row-${id}`} aria-labelledby={`vendor-row-${id}`}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle} id={`vendor-row-${id}`}>
          {title}
        </h2>
        <Link className={styles.seeAll} to={withQuery(paths.gameList, { gameType })}>
          {t('see_all')}
        </Link>
      </div>
      <AsyncContent state={state} isEmpty={(list) => list.length === 0} emptyMessage={t('no_games')}>
        {(vendors) => (
          <SnapRow items={vendors} keyOf={(vendor) => `${vendor.vassalage}-${vendor.gameType}`} perView={2}>
            {(vendor) => <VendorTile vendor={vendor} onOpen={onOpen} />}
          </SnapRow>
        )}
      </AsyncContent>
    </section>
  );
}
