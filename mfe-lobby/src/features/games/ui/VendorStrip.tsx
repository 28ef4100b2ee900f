import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl, type Vendor } from 'shared';
import styles from '../../../common/ui.module.css';

interface VendorStripProps {
  vendors: readonly Vendor[];
  active: string | null;
  onSelect(vendor: string | null): void;
}

/** The vendor logo strip: all providers, then each vendor; tapping the active one clears it. */
export function VendorStrip({ vendors, active, onSelect }: VendorStripProps) {
  const { t } = useTranslation('lobby');
  return (
    <ul className={styles.chips} aria-label={t('vendor_filter')} data-testid="vendor-strip">
      <li>
        <button type="button" className={styles.chip} aria-pressed={active === null} onClick={() => onSelect(null)}>
          {t('vendor_all')}
        </button>
      </li>
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <button
            type="button"
            className={`${styles.chip} ${styles.logoChip}`}
            data-testid="vendor-filter"
            data-vendor={vendor.vassalage}
            aria-pressed={active === vendor.vassalage}
            aria-label={vendor.displayName || vendor.vassalage}
            onClick={() => onSelect(active === vendor.vassalage ? null : vendor.vassalage)}
          >
            <VendorLogo vendor={vendor} />
          </button>
        </li>
      ))}
    </ul>
  );
}

function VendorLogo({ vendor }: { vendor: Vendor }) {
  const [failed, setFailed] = useState(false);
  const src = imageUrl(vendor.logoUrl);
  if (!src || failed) return <span className={styles.logoFallback}>{vendor.vassalage}</span>;
  return <img src={src} alt="" width={80} height={30} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}
