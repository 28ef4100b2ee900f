import { render } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from './setup';

// react-i18next is patched (patches/react-i18next@16.6.6.patch) so that its copy of the i18n instance, made for
// each component that asks for texts, is made once per language: 80 game tiles made 240 copies per render.
describe('useTranslation across many components', () => {
  it('gives every component the same i18n copy while nothing it reads changes, and a new one after a language change', async () => {
    await initI18n('en');
    const seen: unknown[] = [];
    function Tile() {
      seen.push(useTranslation('common').i18n);
      return null;
    }
    const { unmount } = render(
      <>
        <Tile />
        <Tile />
        <Tile />
      </>,
    );
    expect(new Set(seen).size).toBe(1);
    expect((seen[0] as typeof i18n).language).toBe('en');
    unmount();
    await i18n.changeLanguage('pt');
    render(<Tile />);
    expect(seen.at(-1)).not.toBe(seen[0]);
    expect((seen.at(-1) as typeof i18n).language).toBe('pt');
    await i18n.changeLanguage('en');
  });
});
