import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function Hot() {
  return (
    <AreaRoot area="lobby">
      <ComingLater name="Hot" />
    </AreaRoot>
  );
}
