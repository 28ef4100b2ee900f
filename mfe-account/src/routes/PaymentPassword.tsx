import { AreaRoot } from 'shared';
import '../i18n';
import { MembersOnly } from '../features/member/MembersOnly';
import { PaymentPasswordScreen } from '../features/wallet/security/PaymentPasswordScreen';
import { isTrialType } from '../lib/memberType';

export default function PaymentPassword() {
  return (
    <AreaRoot area="account">
      <MembersOnly allow={(session) => !isTrialType(session.type)}>{() => <PaymentPasswordScreen />}</MembersOnly>
    </AreaRoot>
  );
}
