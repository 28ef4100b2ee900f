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

  it('serves the newer value from memory when a full storage still holds an older one', () => {
    localStorage.setItem('m.theme', 'dark');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = createSafeStorage('localStorage');
    store.set('m.theme', 'light');
    expect(store.get('m.theme')).toBe('light');
    store.remove('m.theme');
    expect(store.get('m.theme')).toBeNull();
  });

  for (const kind of ['localStorage', 'sessionStorage'] as const) {
    it(`works from memory when merely touching window.${kind} throws (private browsing)`, () => {
      const denied = vi.spyOn(window, kind, 'get').mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
      const store = createSafeStorage(kind);
      expect(store.get('m.session')).toBeNull();
      store.setJson('m.session', { token: 't' });
      expect(store.getJson('m.session')).toEqual({ token: 't' });
      store.remove('m.session');
      expect(store.get('m.session')).toBeNull();
      store.set('m.language', 'pt');
      store.clear();
      expect(store.get('m.language')).toBeNull();
      expect(denied).toHaveBeenCalled();
    });
  }

  it('goes back to the browser storage once a write succeeds again', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = createSafeStorage('sessionStorage');
    store.set('k', 'in memory');
    setItem.mockRestore();
    store.set('k', 'stored');
    expect(sessionStorage.getItem('k')).toBe('stored');
    expect(store.get('k')).toBe('stored');
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
