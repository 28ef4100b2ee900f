import { AreaRoot } from 'shared';
import '../i18n';
import { MembersOnly } from '../features/member';
import { PaymentPasswordScreen } from '../features/wallet';
import { isTrialType } from '../common/memberType';

export default function PaymentPassword() {
  return (
    <AreaRoot area="account">
      <MembersOnly allow={(session) => !isTrialType(session.type)}>{() => <PaymentPasswordScreen />}</MembersOnly>
    </AreaRoot>
  );
}
