import { AreaRoot } from 'shared';
import '../i18n';
import { MembersOnly } from '../features/member/MembersOnly';
import { WalletHistoryView } from '../features/wallet/history/WalletHistoryView';
import { isTrialType } from '../lib/memberType';

export default function WalletHistory() {
  return (
    <AreaRoot area="account">
      <MembersOnly allow={(session) => !isTrialType(session.type)}>{() => <WalletHistoryView />}</MembersOnly>
    </AreaRoot>
  );
}
