import { imageUrl, useBrand } from 'shared';
import { appIconUrl } from './downloadEntries';
import styles from './appDownload.module.css';

/** The brand's app icon and name; a lettered tile when the brand has no icon. */
export function AppBadge() {
  const brand = useBrand();
  const icon = appIconUrl(brand?.downloadLinks ?? []);
  const name = brand?.brandName ?? '';
  const src = icon && (/^(https?:)?\/\//.test(icon) || icon.startsWith('/') ? icon : imageUrl(icon));
  return (
    <div className={styles.appBadge}>
      {src ? (
        <img className={styles.appIcon} src={src} width={64} height={64} alt="" loading="lazy" />
      ) : (
        <span className={styles.appIcon} aria-hidden>
          {name.slice(0, 1) || 'M'}
        </span>
      )}
      <strong className={styles.appName}>{name}</strong>
    </div>
  );
}
