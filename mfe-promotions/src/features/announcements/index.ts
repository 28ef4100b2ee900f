/** Announcements, the source of promotions, events and the popup: the list, their images and dates. */
export { announcementImage, BANNER_IMAGE_SEQUENCE, CARD_IMAGE_SEQUENCE } from './announcementImage';
export { formatDate, formatDateRange } from './formatDate';
export { useAnnouncements } from './useAnnouncements';
