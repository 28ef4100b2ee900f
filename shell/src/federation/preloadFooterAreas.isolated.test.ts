import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from 'shared';
import { footerTargets, preloadFooterAreasWhenIdle, warmArea } from './preloadFooterAreas';
import { loadAhead } from './areaComponent';

vi.mock('./areaComponent', () => ({ loadAhead: vi.fn(() => Promise.resolve()) }));

describe('preload targets', () => {
  it('are the areas and modules behind the five footer tabs, each once', () => {
    const targets = footerTargets();
    expect([...targets.keys()].sort()).toEqual(['lobby', 'promotions']);
    expect(targets.get('promotions')!.length).toBe(new Set(targets.get('promotions')).size);
    expect(targets.get('promotions')!.length).toBeGreaterThanOrEqual(2);
  });
});

describe('preloading the footer areas', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the first area to render, then for the browser to be idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestIdleCallback', undefined);
    let rendered!: () => void;
    preloadFooterAreasWhenIdle(new Promise<void>((resolve) => (rendered = resolve)));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(loadAhead).not.toHaveBeenCalled();

    rendered();
    await vi.advanceTimersByTimeAsync(0);
    expect(loadAhead).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1500);
    expect([...new Set(vi.mocked(loadAhead).mock.calls.map(([area]) => area))].sort()).toEqual(['lobby', 'promotions']);
    expect(performance.getEntriesByName('m:preload-start')).toHaveLength(1);
    vi.unstubAllGlobals();
  });
});

describe('warming an area', () => {
  beforeEach(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.clearAllMocks();
  });
  afterEach(() => vi.restoreAllMocks());

  it('fetches and runs its modules, then loads its texts', async () => {
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    await warmArea('promotions', ['./Promotions', './Vip']);
    expect(vi.mocked(loadAhead).mock.calls).toEqual([
      ['promotions', './Promotions'],
      ['promotions', './Vip'],
    ]);
    expect(loadNamespaces).toHaveBeenCalledWith('promotions');
  });

  it('stays silent and loads no texts when the area cannot be loaded', async () => {
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    vi.mocked(loadAhead).mockRejectedValue(new Error('unreachable'));
    await expect(warmArea('lobby', ['./GameCenter'])).resolves.toBeUndefined();
    expect(loadNamespaces).not.toHaveBeenCalled();
  });
});
