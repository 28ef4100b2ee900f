import type { Perk } from './perks';
import styles from './vip.module.css';

/** A perk's numbered image, drawn with the theme's colours so it suits both themes. */
export function PerkImage({ perk, label }: { perk: Perk; label: string }) {
  const tile = ((perk.number - 1) % 4) + 1;
  return (
    <svg className={styles.perkImage} data-tile={tile} viewBox="0 0 100 100" width="100" height="100" role="img" aria-label={label}>
      <rect className={styles.perkBack} x="2" y="2" width="96" height="96" rx="18" />
      <g transform="translate(26 28) scale(2)">
        <path className={styles.perkIcon} d={perk.icon} fill="none" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <circle className={styles.perkBadge} cx="80" cy="20" r="14" />
      <text className={styles.perkNumber} x="80" y="25" textAnchor="middle">
        {perk.number}
      </text>
    </svg>
  );
}
