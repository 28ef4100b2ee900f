/** Announcements (notices): the list and its unread count. */
export { unreadCount, useNotices } from './useNotices';
