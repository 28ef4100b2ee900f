import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, type Banner } from 'shared';
import { videoEmbed } from '../model/banners';
import { stepVideo } from '../model/videoPopup';
import styles from './video.module.css';

interface VideoPopupProps {
  videos: readonly Banner[];
  startAt: number;
  onClose(): void;
}

/**
 * The video banners in a vertical carousel with previous / next buttons; only the shown video is embedded.
 * The shared modal sits in the top layer, so the page's transition transform cannot shift it.
 */
export function VideoPopup({ videos, startAt, onClose }: VideoPopupProps) {
  const { t } = useTranslation('lobby');
  const [index, setIndex] = useState(startAt);
  const go = (delta: number) => setIndex((i) => stepVideo(i, delta, videos.length));
  return (
    <Modal className={styles.dialog} aria-label={t('video_popup')} data-testid="video-popup" onClose={onClose}>
      <button type="button" className={styles.close} aria-label={t('video_close')} onClick={onClose}>
        ×
      </button>
      <div className={styles.viewport}>
        <div className={styles.track} style={{ transform: `translateY(-${index * 100}%)` }}>
          {videos.map((video, i) => (
            <div className={styles.slide} key={video.id} aria-hidden={i !== index}>
              {i === index ? <VideoFrame banner={video} /> : null}
            </div>
          ))}
        </div>
      </div>
      <p className={styles.caption}>{videos[index]?.title}</p>
      <div className={styles.controls}>
        <button type="button" className={styles.step} onClick={() => go(-1)} disabled={index === 0} aria-label={t('video_previous')}>
          ▲
        </button>
        <span className={styles.position}>{t('video_position', { index: index + 1, count: videos.length })}</span>
        <button
          type="button"
          className={styles.step}
          onClick={() => go(1)}
          disabled={index >= videos.length - 1}
          aria-label={t('video_next')}
        >
          ▼
        </button>
      </div>
    </Modal>
  );
}

function VideoFrame({ banner }: { banner: Banner }) {
  const embed = videoEmbed(banner.linkage);
  if (embed.kind === 'youtube')
    return (
      <iframe
        className={styles.media}
        src={embed.src}
        title={banner.title}
        loading="lazy"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  // eslint-disable-next-line jsx-a11y/media-has-caption -- banner videos come from the back office as one URL, with no caption track to offer
  return <video className={styles.media} src={embed.src} controls playsInline preload="metadata" />;
}
