import { render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { areaComponent, loadAhead } from './areaComponent';
import { loadAreaModule } from './remoteLoader';

vi.mock('./remoteLoader', () => ({ loadAreaModule: vi.fn(), reloadAreaModule: vi.fn() }));

describe('area components', () => {
  it('are lazy and kept per attempt', () => {
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

  it('wait on a load ahead still under way instead of starting a second one', async () => {
    const Inbox = () => createElement('p', null, 'inbox');
    let finish!: (module: { default: typeof Inbox }) => void;
    vi.mocked(loadAreaModule)
      .mockReset()
      .mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const ahead = loadAhead('support', './Inbox');
    const Shown = areaComponent('support', './Inbox', 0);
    render(createElement(Suspense, { fallback: 'loading' }, createElement(Shown)));
    finish({ default: Inbox });
    await ahead;
    expect(await screen.findByText('inbox')).toBeTruthy();
    expect(loadAreaModule).toHaveBeenCalledTimes(1);
    // The page rendered the lazy one: it keeps getting it, or React would mount the area afresh on its next render.
    expect(areaComponent('support', './Inbox', 0)).toBe(Shown);
  });
});
