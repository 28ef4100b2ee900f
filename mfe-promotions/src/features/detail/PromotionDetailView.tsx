import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { imageUrl, loginBackTo, useSession, type Announcement } from 'shared';
import { announcementImage, BANNER_IMAGE_SEQUENCE, CARD_IMAGE_SEQUENCE, formatDateRange } from '../announcements';
import { ApplyForm } from '../apply';
import { PromoHtml } from '../html';
import { StatusLabel, acceptsApplications, isPromotionStatus, shownStatus, statusFor } from '../promotions';
import styles from './detail.module.css';
import page from '../../common/page.module.css';

/** A promotion's banner, title, dates, status, sanitised content and, for members, the apply form. */
export function PromotionDetailView({ promotion, applicable = true }: { promotion: Announcement; applicable?: boolean }) {
  const { t } = useTranslation('promotions');
  const session = useSession();
  const { pathname, search } = useLocation();
  // The status the player's own application answered with, over the one the promotion was read with (which
  // follows the latest read: a server-rendered page is read again as the signed-in player after the take-over).
  const [answeredStatus, setAnsweredStatus] = useState<ReturnType<typeof shownStatus>>();
  const status = answeredStatus ?? statusFor(shownStatus(promotion), session !== null);
  // Once sent, the form is gone for this visit whatever the server calls the status (docs/product-rules.md §4, 4.17).
  const [applied, setApplied] = useState(false);
  const banner = announcementImage(promotion, BANNER_IMAGE_SEQUENCE) || announcementImage(promotion, CARD_IMAGE_SEQUENCE);
  const onApplied = (next: string) => {
    setAnsweredStatus(isPromotionStatus(next) ? next : 'process');
    setApplied(true);
  };
  return (
    <article data-testid="promotion-detail">
      <div className={styles.banner}>{banner && <img src={imageUrl(banner)} alt="" width={390} height={163} className={page.cover} />}</div>
      <header className={styles.header}>
        <h2 className={styles.title}>{promotion.title}</h2>
        <div className={styles.meta}>
          <time data-testid="promotion-dates">{formatDateRange(promotion.startDate, promotion.endDate)}</time>
          <StatusLabel status={status} />
        </div>
      </header>
      <section className={styles.content}>
        <PromoHtml html={promotion.content} testId="promotion-content" />
      </section>
      {!applicable ? null : applied ? (
        <p className={page.notice} data-testid="apply-sent">
          {t('apply_sent')}
        </p>
      ) : !acceptsApplications(status) ? (
        <p className={page.notice} data-testid="apply-unavailable">
          {t(`apply_unavailable_${status ?? 'closed'}`)}
        </p>
      ) : session ? (
        <ApplyForm promotionId={promotion.id} onApplied={onApplied} />
      ) : (
        <div className={page.notice}>
          <p>{t('apply_login_first')}</p>
          <Link to={loginBackTo(`${pathname}${search}`)} className={page.primaryButton} data-testid="apply-log-in">
            {t('log_in')}
          </Link>
        </div>
      )}
    </article>
  );
}
