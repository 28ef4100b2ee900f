import { useTranslation } from 'react-i18next';
import { AreaRoot, Spinner, useBrand } from 'shared';
import '../i18n';
import { AppBadge, AppDownloadPanel, DOWNLOAD_PERKS } from '../features/appDownload';
import ui from '../common/ui.module.css';
import styles from './appDownload.module.css';

/** App download page (/m/app): the same entries as the popup, on a page of their own. */
export default function AppDownload() {
  const { t } = useTranslation('support');
  const brand = useBrand();
  return (
    <AreaRoot area="support">
      <div className={ui.page}>
        <div className={styles.hero}>
          <AppBadge />
          <p className={styles.heroText}>{t('download_pitch')}</p>
        </div>
        <ul className={styles.perks}>
          {DOWNLOAD_PERKS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        {brand ? <AppDownloadPanel /> : <Spinner minHeight={120} />}
      </div>
    </AreaRoot>
  );
}
