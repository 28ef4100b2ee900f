import { AreaRoot } from 'shared';
import '../i18n';
import { MembersOnly } from '../features/member';
import { WithdrawScreen } from '../features/wallet';
import { isTrialType } from '../common/memberType';

export default function Withdraw() {
  return (
    <AreaRoot area="account">
      <MembersOnly allow={(session) => !isTrialType(session.type)}>{(session) => <WithdrawScreen session={session} />}</MembersOnly>
    </AreaRoot>
  );
}
