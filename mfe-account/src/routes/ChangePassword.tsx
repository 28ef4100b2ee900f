import { AreaRoot, paths, useSession } from 'shared';
import '../i18n';
import { RequireLogin } from '../features/member';
import { ChangePasswordForm } from '../features/password';

export default function ChangePassword() {
  const session = useSession();
  return (
    <AreaRoot area="account">
      <RequireLogin guestTo={paths.home}>{session && <ChangePasswordForm session={session} />}</RequireLogin>
    </AreaRoot>
  );
}
