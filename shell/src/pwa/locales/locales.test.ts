import en from './en.json';
import pt from './pt.json';

describe("the service worker's texts", () => {
  it('are in English and Portuguese, key for key', () => {
    expect(Object.keys(pt).sort()).toEqual(Object.keys(en).sort());
    for (const text of [...Object.values(en), ...Object.values(pt)]) expect(text.trim()).not.toBe('');
  });
});
