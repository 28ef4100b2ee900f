import { AreaRoot } from 'shared';
import '../i18n';
import { MembersOnly } from '../features/member/MembersOnly';
import { WithdrawScreen } from '../features/wallet/WithdrawScreen';
import { isTrialType } from '../lib/memberType';

export default function Withdraw() {
  return (
    <AreaRoot area="account">
      <MembersOnly allow={(session) => !isTrialType(session.type)}>{(session) => <WithdrawScreen session={session} />}</MembersOnly>
    </AreaRoot>
  );
}
