import { describe, expect, it, vi } from 'vitest';
import { areaComponent, loadAhead } from './areaComponent';
import { loadAreaModule } from './remoteLoader';

vi.mock('./remoteLoader', () => ({ loadAreaModule: vi.fn() }));

describe('area components', () => {
  it('are lazy and kept per attempt until the module is loaded ahead', () => {
    const first = areaComponent('support', './Help', 0);
    expect(areaComponent('support', './Help', 0)).toBe(first);
    expect(areaComponent('support', './Help', 1)).not.toBe(first);
    expect(loadAreaModule).not.toHaveBeenCalled();
  });

  it('use the module loaded ahead on the first attempt, and load afresh on a retry', async () => {
    const Vip = () => null;
    vi.mocked(loadAreaModule).mockResolvedValue({ default: Vip });
    await loadAhead('promotions', './Vip');
    expect(loadAreaModule).toHaveBeenCalledWith('promotions', './Vip');
    expect(areaComponent('promotions', './Vip', 0)).toBe(Vip);
    expect(areaComponent('promotions', './Vip', 1)).not.toBe(Vip);
  });
});
