import { create } from 'zustand';
import type { PreviewOverride } from './preview';

interface PreviewState {
  previewing: PreviewOverride[];
  rejected: string[];
  dismissRejected(): void;
}

/** What this tab previews, and what it refused to, for the badge. */
export const usePreviewStore = create<PreviewState>((set) => ({
  previewing: [],
  rejected: [],
  dismissRejected: () => set({ rejected: [] }),
}));
