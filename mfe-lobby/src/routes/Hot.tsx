import { AreaRoot, fetchHotGames } from 'shared';
import '../i18n';
import { GameGridScreen } from '../features/games';

/** Hot games (`/m/hot`, isPlatform 2). */
export default function Hot() {
  return (
    <AreaRoot area="lobby">
      <GameGridScreen load={() => fetchHotGames({ isPlatform: 2 })} />
    </AreaRoot>
  );
}
