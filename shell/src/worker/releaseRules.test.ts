import { isNamed, isRemoteFile, knowledgeFrom, NO_KNOWLEDGE, unnamedFiles, versionFolderOf } from './releaseRules';

const SITE = 'https://m.example/m/remotes.json';
const hash = (letter: string) => `sha384-${letter.repeat(64)}`;
const release = (area: string, version: string, letter: string) => ({
  version,
  manifest: `/remotes/${area}/${version}/mf-manifest.json`,
  entry: `/remotes/${area}/${version}/remoteEntry.js`,
  integrity: { manifest: hash(letter), entry: hash(letter.toUpperCase()) },
});

const MANIFEST = {
  remotes: {
    lobby: {
      ...release('lobby', '1.2.0', 'a'),
      fallback: release('lobby', '1.1.0', 'b'),
      canary: { ...release('lobby', '1.3.0', 'c'), percent: 10 },
    },
    account: release('account', '2.0.0', 'd'),
  },
};

describe('what the worker reads from the release manifest', () => {
  const knowledge = knowledgeFrom(MANIFEST, SITE)!;

  it('names the version folders of every pin, fallback and canary', () => {
    expect([...knowledge.folders].sort()).toEqual([
      'https://m.example/remotes/account/2.0.0/',
      'https://m.example/remotes/lobby/1.1.0/',
      'https://m.example/remotes/lobby/1.2.0/',
      'https://m.example/remotes/lobby/1.3.0/',
    ]);
  });

  it("knows the hash of each named version's manifest and entry script, by absolute URL", () => {
    expect(knowledge.integrity.get('https://m.example/remotes/lobby/1.1.0/mf-manifest.json')).toBe(hash('b'));
    expect(knowledge.integrity.get('https://m.example/remotes/lobby/1.3.0/remoteEntry.js')).toBe(hash('C'));
    expect(knowledge.integrity.get('https://m.example/remotes/lobby/1.3.0/__federation_expose_Home.js')).toBeUndefined();
  });

  it('reads nothing from a body that does not match the schema, so a broken manifest drops nothing', () => {
    expect(knowledgeFrom({ remotes: { lobby: { version: 'latest' } } }, SITE)).toBeUndefined();
    expect(knowledgeFrom('<html>', SITE)).toBeUndefined();
    expect(unnamedFiles(NO_KNOWLEDGE, ['https://m.example/remotes/lobby/0.9.0/remoteEntry.js'])).toEqual([]);
  });
});

describe('which remote files the worker keeps', () => {
  const knowledge = knowledgeFrom(MANIFEST, SITE)!;
  const url = (path: string) => new URL(path, SITE);

  it('are the files of published versions, on any host the release points at', () => {
    expect(isRemoteFile(url('/remotes/lobby/1.2.0/435.0123abcd.js'))).toBe(true);
    expect(isRemoteFile(new URL('https://cdn.example/remotes/lobby/1.2.0/remoteEntry.js'))).toBe(true);
    expect(isRemoteFile(url('/remotes/published.json'))).toBe(false);
    expect(isRemoteFile(url('/m/static/main.0123abcd.js'))).toBe(false);
    expect(versionFolderOf(url('/remotes/lobby/1.2.0/server/remoteEntry.js'))).toBe('https://m.example/remotes/lobby/1.2.0/');
  });

  it('drops a version once no pin, fallback or canary names it, and keeps the others', () => {
    const cached = [
      'https://m.example/remotes/lobby/1.0.0/remoteEntry.js',
      'https://m.example/remotes/lobby/1.1.0/remoteEntry.js',
      'https://m.example/remotes/lobby/1.3.0/14.c691f109.js',
      'https://m.example/remotes/account/1.9.0/mf-manifest.json',
      'https://m.example/remotes/account/2.0.0/mf-manifest.json',
    ];
    expect(unnamedFiles(knowledge, cached)).toEqual([
      'https://m.example/remotes/lobby/1.0.0/remoteEntry.js',
      'https://m.example/remotes/account/1.9.0/mf-manifest.json',
    ]);
    expect(isNamed(knowledge, url('/remotes/lobby/1.0.0/remoteEntry.js'))).toBe(false);
    expect(isNamed(NO_KNOWLEDGE, url('/remotes/lobby/1.0.0/remoteEntry.js'))).toBe(true);
  });
});
