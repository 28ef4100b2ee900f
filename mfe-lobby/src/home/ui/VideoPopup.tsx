import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from 'shared';
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
 * A modal <dialog> sits in the top layer, so the page's transition transform cannot shift it.
 */
export function VideoPopup({ videos, startAt, onClose }: VideoPopupProps) {
  const { t } = useTranslation('lobby');
  const [index, setIndex] = useState(startAt);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && typeof element.showModal === 'function' && !element.open) element.showModal();
    return () => element?.close?.();
  }, []);
  const go = (delta: number) => setIndex((i) => stepVideo(i, delta, videos.length));
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a tap on the backdrop closes; Escape (onCancel) and the close button are the keyboard's ways
    <dialog
      ref={dialog}
      className={styles.mask}
      aria-label={t('video_popup')}
      data-testid="video-popup"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className={styles.dialog}>
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
          <button type="button" className={styles.step} onClick={() => go(1)} disabled={index >= videos.length - 1} aria-label={t('video_next')}>
            ▼
          </button>
        </div>
      </div>
    </dialog>
  );
}

function VideoFrame({ banner }: { banner: Banner }) {
  const embed = videoEmbed(banner.linkage);
  if (embed.kind === 'youtube')
    return <iframe className={styles.media} src={embed.src} title={banner.title} loading="lazy" allow="encrypted-media; picture-in-picture" allowFullScreen />;
  // eslint-disable-next-line jsx-a11y/media-has-caption -- banner videos come from the back office as one URL, with no caption track to offer
  return <video className={styles.media} src={embed.src} controls playsInline preload="metadata" />;
}
