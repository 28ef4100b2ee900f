import { hardCodedTexts } from './hardCodedText';

describe('hardCodedTexts', () => {
  it('finds words written into the markup and read attributes, and nothing that goes through t', () => {
    const sources = {
      'Screen.tsx': `
        export function Screen({ count }: { count: number }) {
          const bigger = count > 1 && count < 9;
          return (
            <section aria-label="Games" title={t('title')}>
              <h1>{t('heading')}</h1>
              <p>Welcome back</p>
              <input placeholder={'Search'} alt={label} />
              <span aria-hidden>{count} / 9 ·</span>
              <svg viewBox="0 0 24 24"><path d="M8 5v14l11-7z" /></svg>
            </section>
          );
        }`,
      'model.ts': "export const label = 'Not a screen';",
    };
    expect(hardCodedTexts(sources)).toEqual([
      { file: 'Screen.tsx', text: 'Games' },
      { file: 'Screen.tsx', text: 'Welcome back' },
      { file: 'Screen.tsx', text: 'Search' },
    ]);
  });

  it('lets through the proper names it is given', () => {
    expect(
      hardCodedTexts(
        { 'Social.tsx': '<><button>Google</button><button aria-label="Sign in">Facebook</button></>' },
        { names: ['Google', 'Facebook'] },
      ),
    ).toEqual([{ file: 'Social.tsx', text: 'Sign in' }]);
  });
});
