import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function Lottery() {
  return (
    <AreaRoot area="lobby">
      <ComingLater name="Lottery" />
    </AreaRoot>
  );
}
