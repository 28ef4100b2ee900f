import { createSafeStorage } from './safeStorage';

describe('safe storage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads back what it stored', () => {
    const store = createSafeStorage('localStorage');
    store.setJson('k', { a: 1 });
    expect(store.getJson('k')).toEqual({ a: 1 });
  });

  it('keeps values in memory when the browser storage throws (quota full, private mode)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const store = createSafeStorage('localStorage');
    store.set('theme', 'light');
    expect(store.get('theme')).toBe('light');
  });

  it('reads corrupt JSON and invalid shapes as absent', () => {
    const store = createSafeStorage('localStorage');
    store.set('bad', '{not json');
    expect(store.getJson('bad')).toBeNull();
    store.setJson('shape', { x: 1 });
    expect(store.getJson('shape', (v): v is { y: number } => typeof (v as { y?: unknown }).y === 'number')).toBeNull();
  });

  it('clear removes everything it stored', () => {
    const store = createSafeStorage('sessionStorage');
    store.set('a', '1');
    store.clear();
    expect(store.get('a')).toBeNull();
  });
});
