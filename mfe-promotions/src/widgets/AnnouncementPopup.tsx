import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus, HOME_ANNOUNCEMENT_TYPES, loginBackTo, paths, useSession, type AnnouncementQuery } from 'shared';
import '../i18n';
import { useAnnouncements } from '../features/announcements';
import { AnnouncementPopupView, useAnnouncementPopup } from '../features/popup';

const HOME_QUERY: AnnouncementQuery = { types: [...HOME_ANNOUNCEMENT_TYPES] };

export interface AnnouncementPopupProps {
  /** Turn the swiper every 5 s when there are several announcements (default on). */
  autoplay?: boolean;
}

/** The announcement popup the shell composes on home routes (docs/product-rules.md §2 and §4). Silent when the call fails. */
export default function AnnouncementPopup({ autoplay = true }: AnnouncementPopupProps) {
  const navigate = useNavigate();
  const session = useSession();
  const { data, status } = useAnnouncements(HOME_QUERY);
  const { open, closing, close, evaluated } = useAnnouncementPopup(data?.popup, session);
  // Home's popups come one at a time (docs/product-rules.md §4, 4.19): say when this one is out of the way.
  const outOfTheWay = !open && (evaluated || (status === 'error' && !data));
  useEffect(() => {
    if (outOfTheWay) bus.emit('announcement-popup:done');
  }, [outOfTheWay]);
  if (!open) return null;
  const goTo = () => {
    close();
    // A guest cannot use the reward centre: to login first, which comes back to it (docs/product-rules.md §6, 6.11).
    navigate(session ? paths.rewardCentre : loginBackTo(paths.rewardCentre));
  };
  return <AnnouncementPopupView popup={open} closing={closing} autoplay={autoplay} onClose={close} onGoTo={goTo} />;
}
