/** The inbox: its messages a page at a time, read as they open. */
export { appendPage, useInbox } from './useInbox';
