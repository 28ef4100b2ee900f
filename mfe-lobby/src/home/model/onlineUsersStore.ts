import { create } from 'zustand';
import { initialOnlineUsers } from './onlineUsers';

/** The simulated online-users figure, kept for the page's lifetime so it does not jump between visits. */
export const useOnlineUsersStore = create<{ count: number; set(count: number): void }>((set) => ({
  count: initialOnlineUsers(),
  set: (count) => set({ count }),
}));
