import { describe, expect, it } from 'vitest';
import { footerTargets } from './preloadFooterAreas';

describe('preload targets', () => {
  it('are the areas and modules behind the five footer tabs, each once', () => {
    const targets = footerTargets();
    expect([...targets.keys()].sort()).toEqual(['lobby', 'promotions']);
    expect(targets.get('promotions')!.length).toBe(new Set(targets.get('promotions')).size);
    expect(targets.get('promotions')!.length).toBeGreaterThanOrEqual(2);
  });
});
