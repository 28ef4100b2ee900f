import { AreaRoot } from 'shared';
import '../i18n';
import { GameRecordView } from '../features/history';
import { RequireLogin } from '../features/member';

export default function GameRecord() {
  return (
    <AreaRoot area="account">
      <RequireLogin>
        <GameRecordView />
      </RequireLogin>
    </AreaRoot>
  );
}
