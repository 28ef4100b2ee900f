import { useTranslation } from 'react-i18next';
import { classificationTabs } from '../model/classificationTabs';
import styles from '../../../common/ui.module.css';

interface ClassificationBarProps {
  gameType: string;
  vendorClassifications: readonly string[];
  active: string | null;
  /** Tells the parent the classification and the game type. */
  onSelect(classify: string, gameType: string): void;
}

/** Tabs above the game list: New (RNG only), All, Favourite, then the vendor's own classifications. */
export function ClassificationBar({ gameType, vendorClassifications, active, onSelect }: ClassificationBarProps) {
  const { t } = useTranslation('lobby');
  const tabs = classificationTabs(gameType, vendorClassifications);
  return (
    <div className={styles.chips} role="tablist" aria-label={t('classification_filter')} data-testid="classification-bar">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          className={tab.label ? `${styles.chip} ${styles.vendorClass}` : styles.chip}
          data-testid="classification-tab"
          data-classify={tab.id}
          aria-selected={active === tab.id}
          onClick={() => onSelect(tab.id, gameType)}
        >
          {t(tab.labelKey, { defaultValue: tab.label })}
        </button>
      ))}
    </div>
  );
}
