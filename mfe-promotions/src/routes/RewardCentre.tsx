import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function RewardCentre() {
  return (
    <AreaRoot area="promotions">
      <ComingLater name="RewardCentre" />
    </AreaRoot>
  );
}
