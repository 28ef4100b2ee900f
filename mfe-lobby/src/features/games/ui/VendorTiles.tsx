import { useTranslation } from 'react-i18next';
import { fetchVendors, useApi, type VendorTile as VendorTileData } from 'shared';
import { AsyncContent } from '../../../common/AsyncContent';
import { tilesOfVendor } from '../model/vendorTiles';
import { VendorGrid } from './VendorGrid';

interface VendorTilesProps {
  gameType: string;
  /** A vendor asked for (a side-menu vendor link): only its tiles (docs/product-rules.md §2, 2.45). */
  vendor?: string | null;
  onOpen(vendor: VendorTileData): void;
}

/** SPORTS and ELOTT lists show the vendors as tiles instead of games. */
export function VendorTiles({ gameType, vendor = null, onOpen }: VendorTilesProps) {
  const { t } = useTranslation('lobby');
  const state = useApi(() => fetchVendors(gameType), [gameType]);
  const shown = state.status === 'ready' ? { ...state, data: tilesOfVendor(state.data, vendor) } : state;
  return (
    <AsyncContent state={shown} isEmpty={(list) => list.length === 0} emptyMessage={t('no_games')}>
      {(vendors) => <VendorGrid vendors={vendors} onOpen={onOpen} />}
    </AsyncContent>
  );
}
