import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { bus, paths } from 'shared';
import '../i18n';
import styles from './downloadPromoStrip.module.css';

/** Home's download-promo strip: a download tile (the support area's app download popup) and a promotions tile. */
export default function DownloadPromoStrip() {
  const { t } = useTranslation('promotions');
  return (
    <nav className={styles.strip} aria-label={t('strip_label')} data-testid="download-promo-strip">
      <button
        type="button"
        className={styles.tile}
        data-tone="download"
        data-testid="strip-download"
        onClick={() => bus.emit('app-download:open')}
      >
        <TileFace
          icon="M12 3v11m0 0-4.5-4.5M12 14l4.5-4.5M4 17v3h16v-3"
          roundEnds
          title={t('strip_download')}
          hint={t('strip_download_hint')}
        />
      </button>
      <Link to={paths.activity} className={styles.tile} data-tone="promotion" data-testid="strip-promotions">
        <TileFace
          icon="M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7S10.5 3 8 3.5 7 7 12 7zm0 0s1.5-4 4-3.5S17 7 12 7z"
          title={t('strip_promotions')}
          hint={t('strip_promotions_hint')}
        />
      </Link>
    </nav>
  );
}

interface TileFaceProps {
  /** An SVG path of a 24×24 grid, stroked. */
  icon: string;
  /** Round line ends (the download arrow's); flat otherwise. */
  roundEnds?: boolean;
  title: string;
  hint: string;
}

/** What a tile shows: its icon, its title and a line under it. */
function TileFace({ icon, roundEnds, title, hint }: TileFaceProps) {
  return (
    <>
      <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden>
        <path
          d={icon}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap={roundEnds ? 'round' : undefined}
          strokeLinejoin="round"
        />
      </svg>
      <span className={styles.text}>
        <strong>{title}</strong>
        <small>{hint}</small>
      </span>
    </>
  );
}
