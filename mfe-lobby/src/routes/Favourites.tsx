import { AreaRoot, ComingLater } from 'shared';
import '../i18n';

export default function Favourites() {
  return (
    <AreaRoot area="lobby">
      <ComingLater name="Favourites" />
    </AreaRoot>
  );
}
