import { addFavourite, removeFavourite, TOAST_MS, toast, type FavouriteTarget } from 'shared';

export interface ToggleDeps {
  loggedIn: boolean;
  isFavourite: boolean;
  t: (key: string) => string;
  goToLogin(): void;
  /** Called with the new state after the call succeeded. */
  onChanged(favourite: boolean): void;
  setPending?(pending: boolean): void;
  add?: (target: FavouriteTarget) => Promise<unknown>;
  remove?: (target: FavouriteTarget) => Promise<unknown>;
}

/**
 * Favourite toggle (docs/product-rules.md §4, §6, §8): guests see 'in_logged_login' for 2 s and go to login; members
 * see a loading indicator, then the local list is updated; adding says 'in_chang_saved'; a failed call
 * only hides the loading indicator. Resolves to the new state, or null when nothing changed.
 */
export async function toggleFavourite(target: FavouriteTarget, deps: ToggleDeps): Promise<boolean | null> {
  const { add = addFavourite, remove = removeFavourite } = deps;
  if (!deps.loggedIn) {
    toast.info(deps.t('in_logged_login'), TOAST_MS.info);
    deps.goToLogin();
    return null;
  }
  const favourite = !deps.isFavourite;
  const hideLoading = toast.loading(deps.t('in_please_wait'));
  deps.setPending?.(true);
  try {
    await (favourite ? add(target) : remove(target));
  } catch {
    return null;
  } finally {
    hideLoading();
    deps.setPending?.(false);
  }
  deps.onChanged(favourite);
  if (favourite) toast.success(deps.t('in_chang_saved'));
  return favourite;
}
