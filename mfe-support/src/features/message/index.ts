/** The message centre: its entries, their icons and the unread counts. */
export { EntryIcon } from './EntryIcon';
export { messageEntries, type MessageEntry } from './messageEntries';
export { type UnreadCounts, useUnreadCounts } from './useUnreadCounts';
