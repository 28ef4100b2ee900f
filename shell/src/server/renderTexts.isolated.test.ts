import type { i18n as I18nInstance } from 'i18next';
import { i18n, initI18n, registerNamespace, registeredNamespaces } from 'shared';
import type { RemoteRelease } from '../federation/releaseManifest';
import { createRenderTexts, rememberTranslations } from './renderTexts';

const release = (version: string) => ({ version }) as RemoteRelease;

/** An area version's own texts put into an instance, as the server federation does. */
async function addTexts(texts: I18nInstance, area: string, { version }: RemoteRelease) {
  texts.removeResourceBundle('en', area);
  texts.addResourceBundle('en', area, { title: `Lobby ${version}` });
}

describe('render texts', () => {
  beforeAll(() => initI18n('en'));

  it('makes one instance per language and area version, shared by every render of it', async () => {
    const added = vi.fn(addTexts);
    const texts = createRenderTexts({ base: i18n, namespaces: registeredNamespaces, addTexts: added });
    const area = { area: 'lobby' as const, release: release('1.0.0') };
    const first = await texts.page('en', area);
    expect(await texts.page('en', area)).toBe(first);
    expect(added).toHaveBeenCalledTimes(1);
    expect(first.t('lobby:title')).toBe('Lobby 1.0.0');
    expect(await texts.page('pt', area)).not.toBe(first);
    expect((await texts.page('pt', area)).language).toBe('pt');
  });

  it('keeps the texts a render reads when another version of its area is made, and leaves the page-wide store alone', async () => {
    const texts = createRenderTexts({ base: i18n, namespaces: registeredNamespaces, addTexts });
    const old = await texts.page('en', { area: 'lobby', release: release('1.0.0') });
    const next = await texts.page('en', { area: 'lobby', release: release('1.1.0') });
    expect(next.t('lobby:title')).toBe('Lobby 1.1.0');
    expect(old.t('lobby:title')).toBe('Lobby 1.0.0');
    expect(i18n.exists('lobby:title')).toBe(false);
  });

  it('makes a new instance once another namespace is registered, with its texts loaded', async () => {
    const texts = createRenderTexts({ base: i18n, namespaces: registeredNamespaces, addTexts });
    const before = await texts.page('en');
    registerNamespace('agent', { en: { heading: 'Contracts' } });
    const after = await texts.page('en');
    expect(after).not.toBe(before);
    expect(after.t('agent:heading')).toBe('Contracts');
  });

  it('keeps at most `keep` instances, the least recently asked for dropped first', async () => {
    const texts = createRenderTexts({ base: i18n, namespaces: registeredNamespaces, addTexts, keep: 2 });
    const page = (version: string) => texts.page('en', { area: 'lobby', release: release(version) });
    const first = await page('1.0.0');
    const second = await page('1.1.0');
    expect(await page('1.0.0')).toBe(first);
    await page('1.2.0');
    expect(await page('1.0.0')).toBe(first);
    expect(await page('1.1.0')).not.toBe(second);
  });

  it("gives the frame's texts per language, the shell's namespace loaded", async () => {
    registerNamespace('shell', { en: { brand: 'Site' }, pt: { brand: 'Sítio' } });
    const texts = createRenderTexts({ base: i18n, namespaces: registeredNamespaces, addTexts });
    const pt = await texts.frame('pt');
    expect(await texts.frame('pt')).toBe(pt);
    expect(pt.t('shell:brand')).toBe('Sítio');
    expect((await texts.frame('en')).t('shell:brand')).toBe('Site');
  });
});

describe('remembered translations', () => {
  beforeAll(() => initI18n('en'));

  const instanceWith = (texts: Record<string, unknown>) => {
    const instance = i18n.cloneInstance({ initAsync: false, forkResourceStore: true });
    instance.addResourceBundle('en', 'tiles', texts);
    return rememberTranslations(instance);
  };

  it('translates a key with the same plain options once, and gives the same text every time', () => {
    const instance = instanceWith({ play: 'Play {{name}}', games: '{{count}} game', games_other: '{{count}} games' });
    const translate = vi.spyOn(instance, 't');
    const t = instance.getFixedT('en', 'tiles');
    expect(t('play', { name: 'Dragon Reels' })).toBe('Play Dragon Reels');
    expect(t('play', { name: 'Dragon Reels' })).toBe('Play Dragon Reels');
    expect(instance.getFixedT('en', 'tiles')('play', { name: 'Dragon Reels' })).toBe('Play Dragon Reels');
    expect(translate).toHaveBeenCalledTimes(1);
    expect(t('play', { name: 'Golden Koi' })).toBe('Play Golden Koi');
    expect(t('games', { count: 1 })).toBe('1 game');
    expect(t('games', { count: 2 })).toBe('2 games');
    expect(translate).toHaveBeenCalledTimes(4);
  });

  it('gives one function per scope, however often a screen asks for it', () => {
    const instance = instanceWith({ title: 'Lobby' });
    expect(instance.getFixedT('en', 'tiles')).toBe(instance.getFixedT('en', 'tiles'));
    expect(instance.getFixedT('en', ['tiles', 'common'])).toBe(instance.getFixedT('en', ['tiles', 'common']));
    expect(instance.getFixedT('en', 'tiles')).not.toBe(instance.getFixedT('en', 'common'));
  });

  it('forgets what it kept once the texts change', () => {
    const instance = instanceWith({ title: 'Lobby' });
    const t = instance.getFixedT('en', 'tiles');
    expect(t('title')).toBe('Lobby');
    instance.addResourceBundle('en', 'tiles', { title: 'Games' }, true, true);
    expect(t('title')).toBe('Games');
  });

  it('never keeps a text asked for with options that are not plain values, or as objects', () => {
    const instance = instanceWith({ rules: { first: 'One' }, hello: 'Hello {{who}}' });
    const translate = vi.spyOn(instance, 't');
    const t = instance.getFixedT('en', 'tiles');
    t('rules', { returnObjects: true });
    t('rules', { returnObjects: true });
    t('hello', { who: { name: 'x' } });
    t('hello', { who: { name: 'x' } });
    expect(translate).toHaveBeenCalledTimes(4);
  });

  it('keeps at most `keep` texts', () => {
    const instance = i18n.cloneInstance({ initAsync: false, forkResourceStore: true });
    instance.addResourceBundle('en', 'tiles', { play: 'Play {{name}}' });
    rememberTranslations(instance, 2);
    const translate = vi.spyOn(instance, 't');
    const t = instance.getFixedT('en', 'tiles');
    for (const name of ['a', 'b', 'c', 'a']) t('play', { name });
    expect(translate).toHaveBeenCalledTimes(4);
  });
});
