// A dev build's locale file (hot-texts-loader.mjs): its texts, and on a save, the page's store takes the new ones
// and the screens re-render, without a page reload.
import { describe, expect, it, vi } from 'vitest';
import hotTextsLoader from './hot-texts-loader.mjs';

/** The module the loader makes of `json`, run as the HMR runtime would: `i18n` and `hot` stand in for theirs. */
function run(json, { i18n, hot }) {
  const code = hotTextsLoader.call(
    { resourcePath: '/work/mfe-lobby/src/locales/pt.json', getOptions: () => ({ namespace: 'lobby' }) },
    json,
  );
  const body = code
    .replace("import { i18n } from 'shared';", '')
    .replace('export default texts;', '')
    .replaceAll('import.meta.webpackHot', 'hot');
  return new Function('i18n', 'hot', `${body}\nreturn texts;`)(i18n, hot);
}

const fakeI18n = () => ({ language: 'pt', removeResourceBundle: vi.fn(), addResourceBundle: vi.fn(), changeLanguage: vi.fn() });

describe('a dev build’s locale file', () => {
  it('is its texts, and accepts its own updates', () => {
    const i18n = fakeI18n();
    const hot = { accept: vi.fn(), dispose: vi.fn(), data: undefined };
    expect(run('{ "section_hot": "Jogos em alta" }', { i18n, hot })).toEqual({ section_hot: 'Jogos em alta' });
    expect(hot.accept).toHaveBeenCalled();
    expect(i18n.addResourceBundle).not.toHaveBeenCalled();
  });

  it('once saved again, replaces its language’s texts of the area in the store and re-renders the screens', () => {
    const i18n = fakeI18n();
    const data = {};
    run('{ "section_hot": "Jogos em alta" }', { i18n, hot: { accept() {}, dispose: (keep) => keep(data), data: undefined } });
    run('{ "section_hot": "Jogos quentes" }', { i18n, hot: { accept() {}, dispose() {}, data } });
    expect(i18n.removeResourceBundle).toHaveBeenCalledWith('pt', 'lobby');
    expect(i18n.addResourceBundle).toHaveBeenCalledWith('pt', 'lobby', { section_hot: 'Jogos quentes' });
    expect(i18n.changeLanguage).toHaveBeenCalledWith('pt');
  });
});
