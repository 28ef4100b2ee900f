import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { AreaRoot, LoginFirst, paths, Spinner, useBrand, useSession } from 'shared';
import '../i18n';
import { inviteRoute } from '../features/access/accessRules';
import { CustomerServiceNotice } from '../features/access/CustomerServiceNotice';
import { ReferralPanel } from '../features/referral/ReferralPanel';
import page from '../features/ui/page.module.css';

/** /m/inviteFriends: guests to login, agents to agent registration, members when referral is on. */
export default function InviteFriends() {
  const { t } = useTranslation('promotions');
  const route = inviteRoute(useSession(), useBrand());
  if (route === 'login') return <LoginFirst />;
  if (route === 'agent-register') return <Navigate to={paths.agentRegister} replace />;
  return (
    <AreaRoot area="promotions">
      {route === 'pending' && <Spinner />}
      {route === 'invite' && <ReferralPanel />}
      {route === 'customer-service' && <CustomerServiceNotice message={t('invite_unavailable')} />}
      {route === 'trial' && (
        <div className={page.notice} data-testid="trial-rejected">
          <p>{t('free_reject', { ns: 'common' })}</p>
          <p>
            <Link to={paths.register} className={page.primaryButton}>
              {t('register_now', { ns: 'common' })}
            </Link>
          </p>
        </div>
      )}
    </AreaRoot>
  );
}
