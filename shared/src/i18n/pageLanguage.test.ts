// A fresh page load: the module and its i18next instance start anew, as after a reload.
async function loadPage() {
  vi.resetModules();
  return import('./setup');
}

describe('the page language (<html lang>) after a reload', () => {
  beforeEach(() => {
    document.documentElement.lang = 'en';
    localStorage.clear();
  });

  it('is the stored language, not the page default', async () => {
    localStorage.setItem('m.language', 'pt');
    const { initI18n, currentLanguage } = await loadPage();
    await initI18n();
    expect(currentLanguage()).toBe('pt');
    expect(document.documentElement.lang).toBe('pt');
  });

  it('stays English when nothing is stored', async () => {
    const { initI18n } = await loadPage();
    await initI18n();
    expect(document.documentElement.lang).toBe('en');
  });
});
