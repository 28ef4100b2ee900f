import { isReleaseScript } from './releaseScripts';

describe("the worker's release scripts", () => {
  it('are the content-named scripts under /m/releases/ only', () => {
    expect(isReleaseScript(new URL('https://m.example/m/releases/release.0a1b2c3d.js'))).toBe(true);
    expect(isReleaseScript(new URL('https://m.example/m/releases/release.0a1b2c3d.js.map'))).toBe(false);
    expect(isReleaseScript(new URL('https://m.example/m/releases/other.js'))).toBe(false);
    expect(isReleaseScript(new URL('https://m.example/m/static/release.0a1b2c3d.js'))).toBe(false);
  });
});
