import { i18n, registerNamespace, setLanguage } from './setup';

describe('i18n', () => {
  afterEach(() => setLanguage('en'));

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

  it('persists the chosen language', async () => {
    await setLanguage('pt');
    expect(localStorage.getItem('m.language')).toBe('pt');
  });
});
