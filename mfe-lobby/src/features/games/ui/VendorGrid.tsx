import type { VendorTile as VendorTileData } from 'shared';
import { VendorTile } from './VendorTile';
import styles from './tiles.module.css';

interface VendorGridProps {
  vendors: readonly VendorTileData[];
  onOpen(vendor: VendorTileData): void;
}

/** Vendors as large tiles: a sports or lottery list, and the providers page. */
export function VendorGrid({ vendors, onOpen }: VendorGridProps) {
  return (
    <ul className={`${styles.grid} ${styles.vendorGrid}`}>
      {vendors.map((vendor) => (
        <li key={`${vendor.vassalage}-${vendor.gameType}`}>
          <VendorTile vendor={vendor} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
