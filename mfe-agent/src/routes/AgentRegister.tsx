import { useTranslation } from 'react-i18next';
import { AreaRoot, ErrorPanel, Spinner, errorMessage, fetchRegisterSettings, useApi } from 'shared';
import '../i18n';
import { AgentRegisterForm, useLinkAffiliateCode } from '../features/register';
import styles from './agentRegister.module.css';

/** /m/agentRegister: become an agent with the server's registration rules. */
export default function AgentRegister() {
  const { t } = useTranslation('agent');
  const settings = useApi(fetchRegisterSettings, []);
  const linkCode = useLinkAffiliateCode();
  return (
    <AreaRoot area="agent" className={styles.page}>
      <header className={styles.intro}>
        <h1>{t('register_title')}</h1>
        <p>{t('register_intro')}</p>
      </header>
      {settings.status === 'error' && !settings.data ? (
        <ErrorPanel message={errorMessage(settings.error, t)} onRetry={settings.reload} />
      ) : !settings.data || linkCode.status === 'checking' ? (
        <Spinner />
      ) : (
        <AgentRegisterForm settings={settings.data} linkCode={linkCode} />
      )}
    </AreaRoot>
  );
}
