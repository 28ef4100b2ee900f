import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorTile as VendorTileData } from 'shared';
import { vendorTileStyle } from '../model/tileStyle';
import { TileArt } from './TileArt';
import styles from './tiles.module.css';

interface VendorTileProps {
  vendor: VendorTileData;
  onOpen(vendor: VendorTileData): void;
}

/** A vendor's large tile (sports and lottery lists). Style class telNodeId mod 4 + 1. */
export function VendorTile({ vendor, onOpen }: VendorTileProps) {
  const { t } = useTranslation('lobby');
  const style = useMemo(() => vendorTileStyle(vendor.telNodeId), [vendor.telNodeId]);
  const name = vendor.displayName || vendor.vassalage;
  return (
    <div
      className={`${styles.tile} ${styles[`style${style}`]}`}
      data-testid="vendor-tile"
      data-vendor={vendor.vassalage}
      data-tile-style={style}
    >
      <button type="button" className={styles.open} onClick={() => onOpen(vendor)} aria-label={t('play_vendor', { name })}>
        <TileArt iconUrl={vendor.mobileLargeIcon} name={name} width={345} height={200} wide />
        <span className={`${styles.name} ${styles.vendorName}`}>
          <span className={styles.nameText}>{name}</span>
        </span>
      </button>
    </div>
  );
}
