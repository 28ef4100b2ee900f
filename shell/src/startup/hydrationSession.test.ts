import type { SessionInfo } from 'shared';
import { hydrationSession } from './hydrationSession';

const stored: SessionInfo = { token: 'tok', merchantCode: 'mcasino', userName: 'player01', type: 1, firstTimeLogin: false };
const { token: _token, ...rendered } = stored;

describe('the session a server-rendered page is taken over with', () => {
  it("is the stored session itself when the page shows this device's player as stored", () => {
    expect(hydrationSession({ ...rendered }, stored)).toBe(stored);
  });

  it('is the rendered player with the stored token when the same player is shown otherwise (a first login since)', () => {
    const shown = { ...rendered, firstTimeLogin: true };
    expect(hydrationSession(shown, stored)).toEqual({ ...shown, token: 'tok' });
    expect(hydrationSession(shown, stored)).not.toBe(stored);
  });

  it('is the rendered player without a token when this device holds another player or none', () => {
    expect(hydrationSession(rendered, { ...stored, userName: 'player02' })).toEqual({ ...rendered, token: '' });
    expect(hydrationSession(rendered, null)).toEqual({ ...rendered, token: '' });
  });

  it("is nobody's for a guest's page", () => {
    expect(hydrationSession(null, stored)).toBeNull();
    expect(hydrationSession(null, null)).toBeNull();
  });
});
