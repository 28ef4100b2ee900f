import { AreaRoot } from 'shared';
import '../i18n';
import { MembersOnly } from '../features/member/MembersOnly';
import { PayoutAccountScreen } from '../features/wallet/security/PayoutAccountScreen';
import { isTrialType } from '../lib/memberType';

export default function PayoutAccount() {
  return (
    <AreaRoot area="account">
      <MembersOnly allow={(session) => !isTrialType(session.type)}>{() => <PayoutAccountScreen />}</MembersOnly>
    </AreaRoot>
  );
}
