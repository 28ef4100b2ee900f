import { useTranslation } from 'react-i18next';
import { PerkImage } from './PerkImage';
import { VIP_PERKS } from './perks';
import styles from './vip.module.css';

/** The 15 VIP perks, each a numbered image with its name. */
export function PerkGrid() {
  const { t } = useTranslation('promotions');
  return (
    <ol className={styles.grid}>
      {VIP_PERKS.map((perk) => (
        <li key={perk.number} className={styles.perk} data-testid="perk" data-perk={perk.number}>
          <PerkImage perk={perk} label={t('perk_image_label', { number: perk.number, name: t(perk.key) })} />
          <span className={styles.perkName}>{t(perk.key)}</span>
        </li>
      ))}
    </ol>
  );
}
