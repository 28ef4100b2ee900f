import { useTranslation } from 'react-i18next';
import { imageUrl, useNearViewport, type BrandSettings } from 'shared';
import styles from './frame.module.css';

/**
 * The game providers' logos of the footer. Their pictures wait until the footer is on screen: it starts just
 * below the fold while an area loads, and its logos would take the connections the opening page needs.
 */
export function ProviderLogos({ logos }: { logos: BrandSettings['providerLogos'] }) {
  const { t } = useTranslation('shell');
  const [ref, near] = useNearViewport<HTMLUListElement>('0px');
  return (
    <ul ref={ref} className={styles.providerLogos} aria-label={t('providers')} data-testid="provider-logos">
      {logos.map((logo) => (
        <li key={logo.name}>{near && <img src={imageUrl(logo.url)} alt={logo.name} width={64} height={24} loading="lazy" />}</li>
      ))}
    </ul>
  );
}
