import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function Withdraw() {
  return (
    <AreaRoot area="account">
      <ComingLater name="Withdraw" />
    </AreaRoot>
  );
}
