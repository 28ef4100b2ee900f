import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function Deposit() {
  return (
    <AreaRoot area="account">
      <ComingLater name="Deposit" />
    </AreaRoot>
  );
}
