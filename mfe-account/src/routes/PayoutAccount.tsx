import { AreaRoot } from 'shared';
import '../i18n';
import { MembersOnly } from '../features/member';
import { PayoutAccountScreen } from '../features/wallet';
import { isTrialType } from '../common/memberType';

export default function PayoutAccount() {
  return (
    <AreaRoot area="account">
      <MembersOnly allow={(session) => !isTrialType(session.type)}>{() => <PayoutAccountScreen />}</MembersOnly>
    </AreaRoot>
  );
}
