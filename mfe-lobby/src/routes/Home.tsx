import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function Home() {
  return (
    <AreaRoot area="lobby">
      <ComingLater name="Home" />
    </AreaRoot>
  );
}
