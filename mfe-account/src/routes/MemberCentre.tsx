import { AreaRoot } from 'shared';
import '../i18n';
import { MemberCentreView } from '../features/member/MemberCentreView';
import { MembersOnly } from '../features/member/MembersOnly';
import { isTrialType } from '../lib/memberType';

export default function MemberCentre() {
  return (
    <AreaRoot area="account">
      <MembersOnly allow={(session) => !isTrialType(session.type)}>{(session) => <MemberCentreView session={session} />}</MembersOnly>
    </AreaRoot>
  );
}
