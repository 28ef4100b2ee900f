import { useTranslation } from 'react-i18next';
import { Modal } from 'shared';
import { needsLegacyIosNotice } from './downloadDevice';
import type { GuideTip } from './downloadEntries';
import { ADD_TO_HOME_GUIDE } from './downloadTexts';
import styles from './appDownload.module.css';

interface AddToHomeGuideProps {
  tip: GuideTip;
  iosVersion: [number, number] | null;
  onDownloadProfile(): void;
  onClose(): void;
}

/** Bottom sheet explaining how to put the site on the home screen: tip 1 by profile download, tip 2 by hand. */
export function AddToHomeGuide({ tip, iosVersion, onDownloadProfile, onClose }: AddToHomeGuideProps) {
  const { t } = useTranslation('support');
  const guide = ADD_TO_HOME_GUIDE[tip];
  return (
    <Modal
      placement="bottom"
      className={styles.sheet}
      aria-labelledby="add-to-home-title"
      data-testid="add-to-home-guide"
      data-tip={tip}
      onClose={onClose}
    >
      <button
        type="button"
        className={styles.closeIcon}
        aria-label={t('close', { ns: 'common' })}
        data-testid="add-to-home-close"
        onClick={onClose}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden>
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      <h2 id="add-to-home-title" className={styles.sheetTitle}>
        {t(guide.title)}
      </h2>
      {needsLegacyIosNotice(iosVersion) && (
        <p className={styles.legacy} role="note" data-testid="ios-legacy-notice">
          {t('guide_ios_legacy')}
        </p>
      )}
      <ol className={styles.steps}>
        {guide.steps.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      {tip === 1 && (
        <button type="button" className={styles.sheetButton} data-testid="guide-profile-download" onClick={onDownloadProfile}>
          {t('guide_profile_button')}
        </button>
      )}
    </Modal>
  );
}
