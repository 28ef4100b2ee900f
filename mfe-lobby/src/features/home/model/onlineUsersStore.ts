import { create } from 'zustand';
import { initialOnlineUsers } from './onlineUsers';

/**
 * The simulated online-users figure, kept for the page's lifetime so it does not jump between visits. Its
 * initial state is unknown (null), which is what the server renders and a server-rendered page hydrates
 * with; the page's own random figure is set right after and shows once the page is taken over.
 */
export const useOnlineUsersStore = create<{ count: number | null; set(count: number): void }>((set) => ({
  count: null,
  set: (count) => set({ count }),
}));

useOnlineUsersStore.setState({ count: initialOnlineUsers() });
