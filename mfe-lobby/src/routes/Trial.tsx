import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function Trial() {
  return (
    <AreaRoot area="lobby">
      <ComingLater name="Trial" />
    </AreaRoot>
  );
}
