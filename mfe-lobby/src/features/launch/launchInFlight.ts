import { create } from 'zustand';

/**
 * Whether a game launch call is waiting for its answer, for the whole lobby area: one launch at a time
 * (docs/product-rules.md §9, 9.14), whichever tile, row or list started it.
 */
export const useLaunchInFlight = create<{ launching: boolean }>(() => ({ launching: false }));

/** Takes the one launch slot; false when a launch is already under way. */
export function startLaunch(): boolean {
  if (useLaunchInFlight.getState().launching) return false;
  useLaunchInFlight.setState({ launching: true });
  return true;
}

export const endLaunch = () => useLaunchInFlight.setState({ launching: false });
