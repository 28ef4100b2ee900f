import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AreaRoot, useApi, type Banner } from 'shared';
import '../i18n';
import {
  VIDEO_BANNER_GROUPS,
  homeBanners,
  loadHomeAnnouncements,
  HomeAll,
  HomeBanners,
  OnlineUsers,
  PromoText,
  VideoPopup,
} from '../features/home';
import { useLaunchGame } from '../features/launch';
import { GameLobby, homeCategory, homeCategoryQuery } from '../features/lobby';
import { mapApiState } from '../common/mapApiState';
import styles from './home.module.css';

/** The home page (all six home paths; `?pageType=list&gameType=` opens a category directly). */
export default function Home() {
  const [params, setParams] = useSearchParams();
  const announcements = useApi(loadHomeAnnouncements, [], { first: true });
  const launch = useLaunchGame({ fromHome: true });
  const [video, setVideo] = useState<number | null>(null);
  const videos = homeBanners(announcements.data?.banners ?? []).filter((b) => VIDEO_BANNER_GROUPS.includes(b.groupName));
  const openVideo = useCallback(
    (banner: Banner) =>
      setVideo(
        Math.max(
          0,
          videos.findIndex((v) => v.id === banner.id),
        ),
      ),
    [videos],
  );
  const closeVideo = useCallback(() => setVideo(null), []);
  return (
    <AreaRoot area="lobby">
      <div className={styles.home}>
        <HomeBanners state={mapApiState(announcements, (value) => value.banners)} onVideo={openVideo} />
        <div className={styles.topBar}>
          <PromoText items={announcements.data?.player ?? []} />
          <OnlineUsers />
        </div>
        <GameLobby
          category={homeCategory(params)}
          onCategory={(category) => setParams(homeCategoryQuery(category), { replace: true })}
          all={<HomeAll onOpen={launch} />}
          fromHome
        />
      </div>
      {video !== null && videos.length > 0 && <VideoPopup videos={videos} startAt={video} onClose={closeVideo} />}
    </AreaRoot>
  );
}
