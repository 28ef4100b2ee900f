import { keysMissingFromEnglish, usedTranslationKeys } from './translationKeys';

describe('usedTranslationKeys', () => {
  it('finds literal keys, with the namespace each is looked up in', () => {
    const sources = {
      'a.tsx': "t('title'); t('retry', { ns: 'common' }); t('count', { n: 2 }); t(dynamic); t(`x`)",
      'b.ts': "const x = t('other-key');",
    };
    expect(usedTranslationKeys(sources, 'lobby')).toEqual([
      { key: 'title', ns: 'lobby', file: 'a.tsx' },
      { key: 'retry', ns: 'common', file: 'a.tsx' },
      { key: 'count', ns: 'lobby', file: 'a.tsx' },
      { key: 'other-key', ns: 'lobby', file: 'b.ts' },
    ]);
  });

  it('reports the keys with no English text: an area key may be in the area or common, a common key only in common', () => {
    const used = [
      { key: 'title', ns: 'lobby', file: 'a.tsx' },
      { key: 'retry', ns: 'lobby', file: 'a.tsx' },
      { key: 'retry', ns: 'common', file: 'a.tsx' },
      { key: 'title', ns: 'common', file: 'a.tsx' },
      { key: 'nowhere', ns: 'lobby', file: 'b.ts' },
    ];
    expect(keysMissingFromEnglish(used, { title: 'Lobby' })).toEqual([
      { key: 'title', ns: 'common', file: 'a.tsx' },
      { key: 'nowhere', ns: 'lobby', file: 'b.ts' },
    ]);
  });
});
