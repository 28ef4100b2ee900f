import { useTranslation } from 'react-i18next';
import type { AnnouncementQuery } from 'shared';
import { useAnnouncements } from '../announcements';
import { videoSource } from './videoSource';
import styles from './event.module.css';

const VIDEO_QUERY: AnnouncementQuery = { groupName: 'm_youtube' };

/** The event's video banner (the first m_youtube banner): never autoplays, no related videos. */
export function EventVideo() {
  const { t } = useTranslation('promotions');
  const { data } = useAnnouncements(VIDEO_QUERY);
  const banner = data?.banners.find((b) => b.groupName === 'm_youtube');
  const source = videoSource(banner?.linkage);
  return (
    <div className={styles.video} data-testid="event-video">
      {source?.kind === 'embed' && (
        <iframe
          src={source.src}
          title={banner?.title || t('event_video')}
          loading="lazy"
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
      {source?.kind === 'file' && (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- event videos come from the back office as one URL, with no caption track to offer
        <video src={source.src} controls preload="metadata" playsInline title={banner?.title || t('event_video')} />
      )}
      {!source && (
        <span className={styles.videoPlaceholder} aria-hidden>
          ▶
        </span>
      )}
    </div>
  );
}
