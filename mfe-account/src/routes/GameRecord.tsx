import { AreaRoot } from 'shared';
import '../i18n';
import { GameRecordView } from '../features/history/GameRecordView';
import { RequireLogin } from '../features/member/RequireLogin';

export default function GameRecord() {
  return (
    <AreaRoot area="account">
      <RequireLogin>
        <GameRecordView />
      </RequireLogin>
    </AreaRoot>
  );
}
