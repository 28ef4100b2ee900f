import { hideToast, useToastStore } from 'shared';
import { withFavourite } from './favouriteIds';
import { toggleFavourite, type ToggleDeps } from './toggleFavourite';

const t = (key: string) => key;
const target = { nodeId: 1001, vendor: 'PG' };

function deps(over: Partial<ToggleDeps> = {}) {
  return {
    loggedIn: true,
    isFavourite: false,
    t,
    goToLogin: vi.fn(),
    onChanged: vi.fn(),
    setPending: vi.fn(),
    add: vi.fn().mockResolvedValue(null),
    remove: vi.fn().mockResolvedValue(null),
    ...over,
  };
}

const toasts = () => useToastStore.getState().toasts;

afterEach(() => toasts().forEach((x) => hideToast(x.id)));

describe('favourite toggle', () => {
  it('sends guests to login with in_logged_login for 2 s, without a call', async () => {
    const d = deps({ loggedIn: false });
    expect(await toggleFavourite(target, d)).toBeNull();
    expect(d.goToLogin).toHaveBeenCalled();
    expect(d.add).not.toHaveBeenCalled();
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'info', message: 'in_logged_login', durationMs: 2000 })]);
  });

  it('shows loading while adding, then updates the list and says in_chang_saved', async () => {
    let resolveAdd: (v: unknown) => void = () => {};
    const d = deps({ add: vi.fn(() => new Promise((r) => (resolveAdd = r))) });
    const done = toggleFavourite(target, d);
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'loading', message: 'in_please_wait' })]);
    expect(d.setPending).toHaveBeenLastCalledWith(true);
    resolveAdd(null);
    expect(await done).toBe(true);
    expect(d.add).toHaveBeenCalledWith(target);
    expect(d.onChanged).toHaveBeenCalledWith(true);
    expect(d.setPending).toHaveBeenLastCalledWith(false);
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'success', message: 'in_chang_saved' })]);
  });

  it('removes a favourite without the saved message', async () => {
    const d = deps({ isFavourite: true });
    expect(await toggleFavourite(target, d)).toBe(false);
    expect(d.remove).toHaveBeenCalledWith(target);
    expect(d.onChanged).toHaveBeenCalledWith(false);
    expect(toasts()).toEqual([]);
  });

  it('only hides the loading indicator when the call fails', async () => {
    const d = deps({ add: vi.fn().mockRejectedValue(new Error('boom')) });
    expect(await toggleFavourite(target, d)).toBeNull();
    expect(d.onChanged).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });
});

describe('favourite ids', () => {
  it('adds and removes nodeIds as strings', () => {
    const ids = withFavourite(new Set(['1']), 2, true);
    expect([...ids]).toEqual(['1', '2']);
    expect([...withFavourite(ids, '1', false)]).toEqual(['2']);
  });
});
