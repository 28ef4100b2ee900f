import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function Providers() {
  return (
    <AreaRoot area="lobby">
      <ComingLater name="Providers" />
    </AreaRoot>
  );
}
