import type { HelpItem } from 'shared';
import { helpTarget, numberedTitle, queryIndex, targetQuery } from './helpQuery';

const item = (title: string, tag: string, children = 2): HelpItem => ({
  title,
  tag,
  content: `<p>${title}</p>`,
  children: Array.from({ length: children }, (_, i) => ({ title: `${title} ${i}`, content: '' })),
});
const items = [item('Account', 'account'), item('Deposit', 'deposit', 3), item('Games', 'games', 0)];
const q = (s: string) => new URLSearchParams(s);

describe('helpTarget: the help list opens at the section and child the query names', () => {
  it('opens section p and child c', () => {
    expect(helpTarget(items, q('p=1&c=0'))).toEqual({ section: 1, child: 0 });
    expect(helpTarget(items, q('p=1&c=2'))).toEqual({ section: 1, child: 2 });
  });
  it('opens only the section without c', () => {
    expect(helpTarget(items, q('p=0'))).toEqual({ section: 0, child: null });
  });
  it('finds the section by tag, which wins over p', () => {
    expect(helpTarget(items, q('tag=deposit&c=1'))).toEqual({ section: 1, child: 1 });
    expect(helpTarget(items, q('p=0&tag=GAMES'))).toEqual({ section: 2, child: null });
  });
  it('falls back to p when the tag matches nothing', () => {
    expect(helpTarget(items, q('tag=nothing&p=2'))).toEqual({ section: 2, child: null });
  });
  it('opens nothing for a missing, out-of-range or malformed p', () => {
    expect(helpTarget(items, q(''))).toEqual({ section: null, child: null });
    expect(helpTarget(items, q('p=3'))).toEqual({ section: null, child: null });
    expect(helpTarget(items, q('p=-1'))).toEqual({ section: null, child: null });
    expect(helpTarget(items, q('p=abc&c=0'))).toEqual({ section: null, child: null });
  });
  it('ignores a child index outside the section', () => {
    expect(helpTarget(items, q('p=0&c=5'))).toEqual({ section: 0, child: null });
    expect(helpTarget(items, q('p=2&c=0'))).toEqual({ section: 2, child: null });
  });
});

describe('help query helpers', () => {
  it('numbers section titles from 1', () => {
    expect(numberedTitle(0, 'Account')).toBe('1. Account');
    expect(numberedTitle(9, 'Privacy')).toBe('10. Privacy');
  });
  it('reads only whole non-negative numbers', () => {
    expect(queryIndex('4')).toBe(4);
    expect(queryIndex(' 2 ')).toBe(2);
    expect(queryIndex('1.5')).toBeNull();
    expect(queryIndex(null)).toBeNull();
  });
  it('writes the query of an open section or child', () => {
    expect(targetQuery({ section: 1, child: null })).toEqual({ p: '1' });
    expect(targetQuery({ section: 1, child: 0 })).toEqual({ p: '1', c: '0' });
    expect(targetQuery({ section: null, child: null })).toEqual({});
  });
});
