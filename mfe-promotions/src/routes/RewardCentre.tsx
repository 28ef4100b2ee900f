import { AreaRoot, Spinner, useBrand, useSession } from 'shared';
import '../i18n';
import { rewardCentreAccess, DeniedNotice, TrialRefused } from '../features/access';
import { RewardList } from '../features/rewards';

/** /m/rewardCenter: needs a login and REWCEN3, otherwise 'contact_service' for 2 s. */
export default function RewardCentre() {
  const session = useSession();
  const access = rewardCentreAccess(session, useBrand());
  return (
    <AreaRoot area="promotions">
      {access === 'pending' && <Spinner />}
      {access === 'denied' && <DeniedNotice loggedIn={!!session} testId="reward-denied" />}
      {access === 'trial' && <TrialRefused />}
      {access === 'allowed' && <RewardList />}
    </AreaRoot>
  );
}
