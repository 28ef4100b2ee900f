import { AreaRoot } from 'shared';
import '../i18n';
import { cachedMemberInfo } from '../features/member/memberInfoStore';
import { MembersOnly } from '../features/member/MembersOnly';
import { DepositForm } from '../features/wallet/DepositForm';
import { canDeposit, effectiveType } from '../lib/memberType';

export default function Deposit() {
  return (
    <AreaRoot area="account">
      <MembersOnly allow={(session) => canDeposit(effectiveType(cachedMemberInfo(session.token)?.type, session.type))}>
        {() => <DepositForm />}
      </MembersOnly>
    </AreaRoot>
  );
}
