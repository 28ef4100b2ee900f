import { AreaRoot } from 'shared';
import '../i18n';
import { MembersOnly } from '../features/member/MembersOnly';
import { WithdrawForm } from '../features/wallet/WithdrawForm';
import { isTrialType } from '../lib/memberType';

export default function Withdraw() {
  return (
    <AreaRoot area="account">
      <MembersOnly allow={(session) => !isTrialType(session.type)}>{(session) => <WithdrawForm session={session} />}</MembersOnly>
    </AreaRoot>
  );
}
