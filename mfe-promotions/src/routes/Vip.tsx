import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function Vip() {
  return (
    <AreaRoot area="promotions">
      <ComingLater name="Vip" />
    </AreaRoot>
  );
}
