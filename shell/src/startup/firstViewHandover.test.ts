import { FIRST_VIEW_ELEMENT_ID, handoverIn, parseHandover, RELEASE_GLOBAL } from './firstViewHandover';

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
    // The site server's release scripts set it (tooling/site/render/releaseScripts.test.mjs pins the same name).
    expect(RELEASE_GLOBAL).toBe('mRelease');
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

  describe('a page that names its release as a script of its own', () => {
    const { release: _inScript, ...data } = handover;
    const page = (json: string) => {
      document.body.innerHTML = '';
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = FIRST_VIEW_ELEMENT_ID;
      element.textContent = json;
      document.body.append(element);
      return document;
    };
    const scripted = window as unknown as Record<string, unknown>;
    afterEach(() => {
      delete scripted[RELEASE_GLOBAL];
    });

    it("runs the release its script gave, checked against the schema like one in the page's data", () => {
      scripted[RELEASE_GLOBAL] = release;
      expect(handoverIn(page(JSON.stringify(data)))?.release.remotes.lobby?.version).toBe('1.0.0');
      scripted[RELEASE_GLOBAL] = { remotes: { lobby: { ...release.remotes.lobby, entry: 'javascript:alert(1)' } } };
      expect(handoverIn(page(JSON.stringify(data)))).toBeUndefined();
    });

    it('is rendered afresh when the script did not run (not loaded, or refused for its hash)', () => {
      expect(handoverIn(page(JSON.stringify(data)))).toBeUndefined();
    });

    it("keeps the release in the page's data over a script's", () => {
      scripted[RELEASE_GLOBAL] = { remotes: {} };
      expect(handoverIn(page(JSON.stringify(handover)))?.release.remotes.lobby?.version).toBe('1.0.0');
    });
  });
});
