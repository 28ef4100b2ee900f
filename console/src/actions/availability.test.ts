import { area, canary, lobbySquad, manager } from '../testing/fixtures';
import { availability, mayChange, pinnableVersions } from './availability';

const running = canary();
const ACTIONS = ['pin', 'canary', 'promote', 'abort', 'rollback'] as const;

describe('what a token may change', () => {
  it("lets a token with '*' change every area, and another only its own", () => {
    expect(mayChange(manager, 'promotions')).toBe(true);
    expect(mayChange(manager, 'shell')).toBe(true);
    expect(mayChange(lobbySquad, 'lobby')).toBe(true);
    expect(mayChange(lobbySquad, 'promotions')).toBe(false);
    expect(mayChange({ name: 'x', areas: ['lobby'] }, 'shell')).toBe(false);
  });

  it('refuses every action on an area the token does not own, naming the token', () => {
    for (const action of ACTIONS)
      expect(availability(action, area({ area: 'promotions', canary: running }), lobbySquad)).toEqual({
        allowed: false,
        refusal: { reason: 'not-your-area', token: 'lobby-squad' },
      });
  });
});

describe('the release rules, as the service applies them', () => {
  it('offers pin, canary and rollback without a canary, and not promote or abort', () => {
    const lobby = area();
    expect(ACTIONS.filter((a) => availability(a, lobby, lobbySquad).allowed)).toEqual(['pin', 'canary', 'rollback']);
    expect(availability('promote', lobby, lobbySquad)).toEqual({ allowed: false, refusal: { reason: 'no-canary' } });
  });

  it('offers only promote and abort while a canary runs', () => {
    const lobby = area({ canary: running });
    expect(ACTIONS.filter((a) => availability(a, lobby, manager).allowed)).toEqual(['promote', 'abort']);
    expect(availability('rollback', lobby, manager)).toEqual({ allowed: false, refusal: { reason: 'canary-running' } });
  });

  it('refuses a rollback with no previous pin, and a pin with no other published version', () => {
    expect(availability('rollback', area({ previous: null }), manager)).toEqual({ allowed: false, refusal: { reason: 'no-previous' } });
    const only = area({ published: ['1.2.0'] });
    expect(availability('pin', only, manager)).toEqual({ allowed: false, refusal: { reason: 'nothing-to-pin' } });
    expect(availability('canary', only, manager)).toEqual({ allowed: false, refusal: { reason: 'nothing-to-pin' } });
  });

  it('never offers a canary of the shell', () => {
    expect(availability('canary', area({ area: 'shell' }), manager)).toEqual({
      allowed: false,
      refusal: { reason: 'shell-has-no-canary' },
    });
    expect(availability('pin', area({ area: 'shell' }), manager).allowed).toBe(true);
  });

  it('offers the published releases other than the pin, newest first, never a workspace build', () => {
    expect(pinnableVersions(area())).toEqual(['1.3.0', '1.1.0']);
    expect(pinnableVersions(area({ pinned: '1.0.0-workspace.2', published: ['1.0.0-workspace.1', '1.0.0-workspace.2', '1.1.0'] }))).toEqual(
      ['1.1.0'],
    );
    expect(availability('pin', area({ published: ['1.0.0-workspace.1', '1.2.0'] }), manager)).toEqual({
      allowed: false,
      refusal: { reason: 'nothing-to-pin' },
    });
  });
});
