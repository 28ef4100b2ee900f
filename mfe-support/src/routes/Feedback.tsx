import { useTranslation } from 'react-i18next';
import { AreaRoot, LoginFirst, useSession } from 'shared';
import '../i18n';
import { FeedbackForm } from '../features/feedback';
import ui from '../common/ui.module.css';

/** Feedback (/m/feedback): logged-in users only; guests go to login. */
export default function Feedback() {
  const { t } = useTranslation('support');
  const session = useSession();
  if (!session) return <LoginFirst />;
  return (
    <AreaRoot area="support">
      <div className={ui.page}>
        <p className={ui.muted}>{t('feedback_intro')}</p>
        <FeedbackForm />
      </div>
    </AreaRoot>
  );
}
