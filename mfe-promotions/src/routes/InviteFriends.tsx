import { useTranslation } from 'react-i18next';
import { AreaRoot, LoginFirst, paths, Redirect, Spinner, useBrand, useSession } from 'shared';
import '../i18n';
import { inviteRoute, CustomerServiceNotice, TrialRefused } from '../features/access';
import { ReferralPanel } from '../features/referral';

/** /m/inviteFriends: guests to login, agents to agent registration, members when referral is on. */
export default function InviteFriends() {
  const { t } = useTranslation('promotions');
  const route = inviteRoute(useSession(), useBrand());
  if (route === 'login') return <LoginFirst />;
  if (route === 'agent-register') return <Redirect to={paths.agentRegister} />;
  return (
    <AreaRoot area="promotions">
      {route === 'pending' && <Spinner />}
      {route === 'invite' && <ReferralPanel />}
      {route === 'customer-service' && <CustomerServiceNotice message={t('invite_unavailable')} />}
      {route === 'trial' && <TrialRefused />}
    </AreaRoot>
  );
}
