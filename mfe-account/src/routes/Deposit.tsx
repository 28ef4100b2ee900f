import { AreaRoot } from 'shared';
import '../i18n';
import { cachedMemberInfo } from '../features/member/memberInfoStore';
import { MembersOnly } from '../features/member/MembersOnly';
import { VoucherCentre } from '../features/wallet/deposit/VoucherCentre';
import { canDeposit, effectiveType } from '../lib/memberType';

export default function Deposit() {
  return (
    <AreaRoot area="account">
      <MembersOnly allow={(session) => canDeposit(effectiveType(cachedMemberInfo(session.token)?.type, session.type))}>
        {() => <VoucherCentre />}
      </MembersOnly>
    </AreaRoot>
  );
}
