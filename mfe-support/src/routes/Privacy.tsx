import { useTranslation } from 'react-i18next';
import { AreaRoot, useBrand } from 'shared';
import '../i18n';
import { paragraphKey, PRIVACY_SECTIONS, sectionTitleKey } from '../features/privacy';
import ui from '../common/ui.module.css';
import styles from './privacy.module.css';

/** Privacy policy (/m/privacy): static text in six sections, with the age and real-name statement. */
export default function Privacy() {
  const { t } = useTranslation('support');
  const minimumAge = useBrand()?.minimumAge ?? 18;
  return (
    <AreaRoot area="support">
      <article className={ui.page}>
        <p className={styles.statement} data-testid="privacy-age-statement">
          {t('privacy_age_statement', { age: minimumAge })}
        </p>
        {PRIVACY_SECTIONS.map((section, index) => (
          <section key={section.id} className={`${ui.card} ${styles.section}`} data-testid={`privacy-${section.id}`}>
            <h2 className={styles.title}>
              {index + 1}. {t(sectionTitleKey(section.id))}
            </h2>
            {Array.from({ length: section.paragraphs }, (_, i) => (
              <p key={i} className={styles.text}>
                {t(paragraphKey(section.id, i))}
              </p>
            ))}
          </section>
        ))}
      </article>
    </AreaRoot>
  );
}
