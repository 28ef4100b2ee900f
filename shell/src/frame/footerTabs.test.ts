import { HOME_PATHS } from 'shared';
import { COPYRIGHT_YEAR, FOOTER_TABS } from './footerTabs';

describe('footer tabs', () => {
  it('are home, rewards, casino, VIP and events, in that order, with their targets', () => {
    expect(FOOTER_TABS.map((t) => [t.id, t.to])).toEqual([
      ['home', '/m/home'],
      ['rewards', '/m/activity'],
      ['casino', '/m/gameCenter'],
      ['vip', '/m/vip'],
      ['events', '/m/event'],
    ]);
  });

  it('highlight home on all six home paths and nowhere else', () => {
    const home = FOOTER_TABS[0];
    expect(HOME_PATHS.every((p) => home.isActive(p))).toBe(true);
    expect(HOME_PATHS).toHaveLength(6);
    expect(home.isActive('/m/activity')).toBe(false);
  });

  it('date the copyright 2025', () => {
    expect(COPYRIGHT_YEAR).toBe(2025);
  });
});
