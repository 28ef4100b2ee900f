import { create } from 'zustand';
import { localStore } from 'shared';

const HIDDEN_KEY = 'm.account.balanceHidden';

interface BalanceVisibility {
  hidden: boolean;
  toggle(): void;
}

/** Whether the player hid their balance: one choice for every balance on the page, kept across visits. */
export const useBalanceVisibility = create<BalanceVisibility>((set, get) => ({
  hidden: localStore.get(HIDDEN_KEY) === '1',
  toggle() {
    const hidden = !get().hidden;
    localStore.set(HIDDEN_KEY, hidden ? '1' : '0');
    set({ hidden });
  },
}));
