import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../rspack/paths.mjs';
import { anchorsOf, brokenLinks, headingSlug, markdownFiles, relativeLinks } from './markdownLinks.mjs';

const README = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
const README_MAX_LINES = 150;

describe('the Markdown link check', () => {
  it('makes anchors as GitHub does', () => {
    expect(headingSlug('Canary rollouts')).toBe('canary-rollouts');
    expect(headingSlug('`shared`, a versioned contract')).toBe('shared-a-versioned-contract');
    expect(headingSlug('The stand-in backend (`dev-api`)')).toBe('the-stand-in-backend-dev-api');
    expect(headingSlug('§5 Validation rules')).toBe('5-validation-rules');
    expect(headingSlug('What happens on each failure: the page is always served')).toBe(
      'what-happens-on-each-failure-the-page-is-always-served',
    );
    expect(headingSlug('[Linked](x.md) *heading*')).toBe('linked-heading');
    expect([...anchorsOf('# A\n## Notes\n```\n# not a heading\n```\n## Notes\n')]).toEqual(['a', 'notes', 'notes-1']);
  });

  it('finds relative links, not those to other sites or inside code', () => {
    const text = [
      'See [docs](docs/a.md#part), [site](https://example.com) and [here](#top).',
      '`[code](not-a-link.md)`',
      '```',
      '[fenced](not-a-link.md)',
      '```',
      '[ref]: ../shared/README.md',
    ].join('\n');
    expect(relativeLinks(text)).toEqual([
      { target: 'docs/a.md#part', line: 1 },
      { target: '#top', line: 1 },
      { target: '../shared/README.md', line: 6 },
    ]);
  });

  it('checks README.md, every file of docs/ and every package README', () => {
    const files = markdownFiles(REPO_ROOT);
    expect(files).toContain('README.md');
    expect(files).toContain('docs/architecture.md');
    expect(files).toContain('shared/README.md');
  });

  it('finds no relative link to a missing file or heading', () => {
    expect(brokenLinks(REPO_ROOT, markdownFiles(REPO_ROOT))).toEqual([]);
  });
});

describe('the README', () => {
  it(`stays at most ${README_MAX_LINES} lines: everything else is in docs/`, () => {
    expect(README.trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('gives the two set-up commands on its first screen, npm test the one CI runs (.ci/run)', () => {
    const firstScreen = README.split('\n').slice(0, 30);
    expect(firstScreen.some((line) => line.startsWith('npm start '))).toBe(true);
    expect(firstScreen.some((line) => line.startsWith('npm test '))).toBe(true);
    expect(readFileSync(path.join(REPO_ROOT, '.ci', 'run'), 'utf8')).toMatch(/^npm test$/m);
  });

  it('links every file of docs/', () => {
    const linked = new Set(relativeLinks(README).map(({ target }) => target.split('#')[0]));
    const docs = readdirSync(path.join(REPO_ROOT, 'docs')).filter((name) => name.endsWith('.md'));
    expect(docs.filter((name) => !linked.has(`docs/${name}`))).toEqual([]);
  });
});
