import { useTranslation } from 'react-i18next';
import { AreaRoot, Spinner, useBrand } from 'shared';
import '../i18n';
import { promotionAccess } from '../features/access';
import { LeaderboardTable } from '../features/leaderboard';
import { Unavailable } from '../common/Unavailable';

/** /m/leaderBoard: only when the mission promotion is on. */
export default function Leaderboard() {
  const { t } = useTranslation('promotions');
  const access = promotionAccess(useBrand(), (b) => b.promotions.mission);
  return (
    <AreaRoot area="promotions">
      {access === 'pending' && <Spinner />}
      {access === 'denied' && <Unavailable message={t('leaderboard_unavailable')} />}
      {access === 'allowed' && <LeaderboardTable />}
    </AreaRoot>
  );
}
