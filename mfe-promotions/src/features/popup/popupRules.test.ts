import { beforeEach, describe, expect, it } from 'vitest';
import { popupItem } from '../../testing/fixtures';
import { popupItems, popupSignature, popupTypeFor, shouldShowPopup } from './popupRules';
import { popupStorageKey, readPopupState, writePopupState } from './popupStorage';

const LIST = [popupItem(1, 'A'), popupItem(2, 'A'), popupItem(4, 'B'), popupItem(5, 'B'), popupItem(6, 'F')];
const member = { token: 't', merchantCode: 'm', userName: 'p', type: 1, firstTimeLogin: false };
const ids = (items: { id: number }[]) => items.map((i) => i.id);

describe('popup type and items', () => {
  it('gives logged-in users type A and everyone else type B', () => {
    expect(popupTypeFor(member)).toBe('A');
    expect(popupTypeFor(null)).toBe('B');
  });

  it('type A shows execution A items, plus F on a first login', () => {
    expect(ids(popupItems(LIST, 'A', false))).toEqual([1, 2]);
    expect(ids(popupItems(LIST, 'A', true))).toEqual([1, 2, 6]);
  });

  it('type B shows execution B items only, first login or not', () => {
    expect(ids(popupItems(LIST, 'B', false))).toEqual([4, 5]);
    expect(ids(popupItems(LIST, 'B', true))).toEqual([4, 5]);
  });
});

describe('popup visibility', () => {
  const items = popupItems(LIST, 'B', false);

  it('shows a fresh non-empty list for the chosen type', () => {
    expect(shouldShowPopup({ list: LIST, type: 'B', items, stored: null })).toBe(true);
  });

  it('needs a non-empty list, a chosen type and filtered entries', () => {
    expect(shouldShowPopup({ list: [], type: 'B', items: [], stored: null })).toBe(false);
    expect(shouldShowPopup({ list: LIST, type: null, items, stored: null })).toBe(false);
    expect(shouldShowPopup({ list: [popupItem(1, 'A')], type: 'B', items: [], stored: null })).toBe(false);
  });

  it('stays hidden after being closed while the title/content set is unchanged', () => {
    const stored = { show: false, signature: popupSignature(items) };
    expect(shouldShowPopup({ list: LIST, type: 'B', items, stored })).toBe(false);
    expect(shouldShowPopup({ list: LIST, type: 'B', items: [...items].reverse(), stored })).toBe(false);
  });

  it('shows again when a title or content changes, or an item is added or removed', () => {
    const stored = { show: false, signature: popupSignature(items) };
    const [first, second] = items as [(typeof items)[0], (typeof items)[0]];
    expect(shouldShowPopup({ list: LIST, type: 'B', items: [{ ...first, title: 'New title' }, second], stored })).toBe(true);
    expect(shouldShowPopup({ list: LIST, type: 'B', items: [{ ...first, content: '<p>new</p>' }, second], stored })).toBe(true);
    expect(shouldShowPopup({ list: LIST, type: 'B', items: [first], stored })).toBe(true);
    expect(shouldShowPopup({ list: LIST, type: 'B', items: [...items, popupItem(9, 'B')], stored })).toBe(true);
  });

  it('keeps showing while the stored state says show', () => {
    expect(shouldShowPopup({ list: LIST, type: 'B', items, stored: { show: true, signature: popupSignature(items) } })).toBe(true);
  });

  it('ignores ids and dates in the signature: only titles and contents count', () => {
    expect(popupSignature([popupItem(1, 'A', { title: 'x', content: 'y' })])).toBe(
      popupSignature([popupItem(77, 'B', { title: 'x', content: 'y', startDate: '2020-01-01' })]),
    );
  });
});

describe('popup storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the show state per type', () => {
    writePopupState('A', { show: false, signature: 'a' });
    expect(readPopupState('A')).toEqual({ show: false, signature: 'a' });
    expect(readPopupState('B')).toBeNull();
  });

  it('reads a corrupt entry as never stored', () => {
    localStorage.setItem(popupStorageKey('B'), '{not json');
    expect(readPopupState('B')).toBeNull();
    localStorage.setItem(popupStorageKey('B'), JSON.stringify({ show: 'no' }));
    expect(readPopupState('B')).toBeNull();
  });
});
