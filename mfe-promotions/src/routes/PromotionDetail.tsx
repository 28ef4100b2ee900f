import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function PromotionDetail() {
  return (
    <AreaRoot area="promotions">
      <ComingLater name="PromotionDetail" />
    </AreaRoot>
  );
}
