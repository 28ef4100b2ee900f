import { Link } from 'react-router-dom';
import { imageUrl, paths, useSession, withQuery, type Announcement } from 'shared';
import { announcementImage, CARD_IMAGE_SEQUENCE, formatDateRange } from '../announcements';
import { shownStatus, statusFor } from './status';
import { StatusLabel } from './StatusLabel';
import page from '../../common/page.module.css';
import styles from './promotions.module.css';

/** One promotion: its sequence-2 image, title, dates and status (a guest sees only the promotion's own); tapping opens its detail page. */
export function PromotionCard({ promotion }: { promotion: Announcement }) {
  const signedIn = useSession() !== null;
  const image = announcementImage(promotion, CARD_IMAGE_SEQUENCE);
  return (
    <Link
      to={withQuery(paths.activityDetail, { id: promotion.id })}
      className={styles.card}
      data-testid="promotion-card"
      data-promotion-id={promotion.id}
    >
      <div className={styles.media}>
        {image ? (
          <img src={imageUrl(image)} alt="" loading="lazy" width={358} height={150} className={page.cover} data-testid="promotion-image" />
        ) : (
          <span className={styles.placeholder} aria-hidden>
            %
          </span>
        )}
      </div>
      <div className={styles.body}>
        <h2 className={styles.cardTitle}>{promotion.title}</h2>
        <div className={page.dateLine}>
          <time className={styles.date}>{formatDateRange(promotion.startDate, promotion.endDate)}</time>
          <StatusLabel status={statusFor(shownStatus(promotion), signedIn)} />
        </div>
      </div>
    </Link>
  );
}
