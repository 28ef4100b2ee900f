import { create } from 'zustand';
import type { BrandSettings, FeatureFlag } from './types';

interface BrandState {
  settings: BrandSettings | null;
  setSettings(settings: BrandSettings): void;
}

/** Brand settings, loaded once by the shell at start-up and read by every area. */
export const useBrandStore = create<BrandState>((set) => ({
  settings: null,
  setSettings: (settings) => set({ settings }),
}));

export const useBrand = () => useBrandStore((s) => s.settings);
export const useFlag = (flag: FeatureFlag) => useBrandStore((s) => s.settings?.flags[flag] ?? false);
export const getBrand = () => useBrandStore.getState().settings;
