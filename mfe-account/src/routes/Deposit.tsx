import { AreaRoot } from 'shared';
import '../i18n';
import { cachedMemberInfo, MembersOnly } from '../features/member';
import { VoucherCentre } from '../features/wallet';
import { canDeposit, effectiveType } from '../common/memberType';

export default function Deposit() {
  return (
    <AreaRoot area="account">
      <MembersOnly allow={(session) => canDeposit(effectiveType(cachedMemberInfo(session.token)?.type, session.type))}>
        {() => <VoucherCentre />}
      </MembersOnly>
    </AreaRoot>
  );
}
