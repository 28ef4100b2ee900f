import { AreaRoot } from 'shared';
import '../i18n';
import { MemberCentreView, MembersOnly } from '../features/member';
import { isTrialType } from '../common/memberType';

export default function MemberCentre() {
  return (
    <AreaRoot area="account">
      <MembersOnly allow={(session) => !isTrialType(session.type)}>{(session) => <MemberCentreView session={session} />}</MembersOnly>
    </AreaRoot>
  );
}
