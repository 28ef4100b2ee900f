import { AreaRoot } from 'shared';
import '../i18n';
import { MembersOnly } from '../features/member';
import { WalletHistoryView } from '../features/wallet';
import { isTrialType } from '../common/memberType';

export default function WalletHistory() {
  return (
    <AreaRoot area="account">
      <MembersOnly allow={(session) => !isTrialType(session.type)}>{() => <WalletHistoryView />}</MembersOnly>
    </AreaRoot>
  );
}
