import { FIRST_VIEW_ELEMENT_ID, parseHandover } from './firstViewHandover';

const release = {
  remotes: {
    lobby: {
      version: '1.0.0',
      manifest: '/remotes/lobby/1.0.0/mf-manifest.json',
      entry: '/remotes/lobby/1.0.0/remoteEntry.js',
      server: '/remotes/lobby/1.0.0/server/remoteEntry.js',
      integrity: { manifest: `sha384-${'a'.repeat(64)}`, entry: `sha384-${'b'.repeat(64)}`, server: `sha384-${'c'.repeat(64)}` },
    },
  },
};
const handover = { release, language: 'pt', theme: 'light', imageBase: '', answers: {}, queries: {} };

describe('first view handover', () => {
  it('takes a handover whose release passes the release manifest schema', () => {
    expect(parseHandover(handover)?.release.remotes.lobby?.version).toBe('1.0.0');
    expect(FIRST_VIEW_ELEMENT_ID).toBe('m-first-view');
  });

  it('names the player the page was rendered for, never with a token, and a guest when it names none', () => {
    const session = { userName: 'player01', type: 0, merchantCode: 'mcasino', firstTimeLogin: false };
    expect(parseHandover({ ...handover, session })?.session).toEqual(session);
    expect(parseHandover({ ...handover, session: { ...session, token: 't' } })?.session).not.toHaveProperty('token');
    expect(parseHandover(handover)?.session).toBeNull();
    expect(parseHandover({ ...handover, session: { userName: 7 } })?.session).toBeNull();
  });

  it('refuses anything else, so the page is rendered afresh instead of run with a release it cannot trust', () => {
    expect(parseHandover(null)).toBeUndefined();
    expect(parseHandover({ ...handover, language: 'de' })).toBeUndefined();
    expect(parseHandover({ ...handover, theme: 'blue' })).toBeUndefined();
    expect(parseHandover({ ...handover, answers: [] })).toBeUndefined();
    const pointedElsewhere = { remotes: { lobby: { ...release.remotes.lobby, entry: 'javascript:alert(1)' } } };
    expect(parseHandover({ ...handover, release: pointedElsewhere })).toBeUndefined();
  });
});
