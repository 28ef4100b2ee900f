import { i18n, registerNamespace, setLanguage } from './setup';

describe('i18n', () => {
  afterEach(() => setLanguage('en'));

  it('fetches the common Portuguese texts when Portuguese is first chosen, so they are not in the first load', async () => {
    expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('pt', 'common')).toBe(false);
    await setLanguage('pt');
    expect(i18n.getFixedT('pt', 'common')('retry')).toBe('Tentar novamente');
  });

  it('loads an area namespace lazily and falls back to English for missing Portuguese keys', async () => {
    const en = vi.fn(async () => ({ default: { title: 'Promotions', only_en: 'English only' } }));
    const pt = vi.fn(async () => ({ default: { title: 'Promoções' } }));
    registerNamespace('area_test', { en, pt });
    expect(en).not.toHaveBeenCalled();
    await setLanguage('pt');
    await i18n.loadNamespaces('area_test');
    const t = i18n.getFixedT('pt', 'area_test');
    expect(t('title')).toBe('Promoções');
    expect(t('only_en')).toBe('English only');
  });

  it('takes texts bundled with the area without a loader, and still loads the other language lazily', async () => {
    const pt = vi.fn(async () => ({ default: { title: 'Início' } }));
    registerNamespace('bundled_test', { en: { title: 'Home', only_en: 'English only' }, pt });
    await i18n.loadNamespaces('bundled_test');
    expect(i18n.getFixedT('en', 'bundled_test')('title')).toBe('Home');
    expect(pt).not.toHaveBeenCalled();
    await setLanguage('pt');
    await i18n.loadNamespaces('bundled_test');
    const t = i18n.getFixedT('pt', 'bundled_test');
    expect(t('title')).toBe('Início');
    expect(t('only_en')).toBe('English only');
  });

  it('persists the chosen language', async () => {
    await setLanguage('pt');
    expect(localStorage.getItem('m.language')).toBe('pt');
  });
});
