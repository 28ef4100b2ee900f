import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function Event() {
  return (
    <AreaRoot area="promotions">
      <ComingLater name="Event" />
    </AreaRoot>
  );
}
