import { useTranslation } from 'react-i18next';
import { Modal } from 'shared';
import { CloseIconButton } from './CloseIconButton';
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
      <CloseIconButton testId="add-to-home-close" onClose={onClose} />
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
