import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function SignIn() {
  return (
    <AreaRoot area="promotions">
      <ComingLater name="SignIn" />
    </AreaRoot>
  );
}
