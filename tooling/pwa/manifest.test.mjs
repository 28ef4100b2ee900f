// The installed app's manifest and icons (shell/public) and the page's links to them (shell/src/index.html).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../rspack/paths.mjs';

const SHELL = path.join(REPO_ROOT, 'shell');
/** @type {{ name: string, short_name: string, start_url: string, scope: string, display: string, background_color: string, theme_color: string, icons: { src: string, sizes: string, type: string, purpose: string }[] }} */
const manifest = JSON.parse(readFileSync(path.join(SHELL, 'public', 'manifest.webmanifest'), 'utf8'));
const page = readFileSync(path.join(SHELL, 'src', 'index.html'), 'utf8');
const tokens = readFileSync(path.join(SHELL, '..', 'shared', 'src', 'ui', 'tokens.css'), 'utf8');

/** Width and height of a PNG, from its header. @param {string} file */
function pngSize(file) {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}
/** @param {string} url */
const publicFile = (url) => path.join(SHELL, 'public', url.replace(/^\/m\//, ''));

describe('the web app manifest', () => {
  it("meets Chrome's install criteria: names, start URL and scope under /m/, standalone, icons of 192 and 512", () => {
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe('/m/');
    expect(manifest.scope).toBe('/m/');
    expect(manifest.display).toBe('standalone');
    const sizes = manifest.icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('every icon is a PNG of the size it claims', () => {
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(publicFile(icon.src)), icon.src).toBe(icon.sizes);
    }
  });

  it("takes the dark theme's background, the default, for its splash and title bar, as the page's theme-color", () => {
    const darkBackground = /--m-bg:\s*(#[0-9a-f]{6})/i.exec(tokens)?.[1];
    expect(manifest.background_color).toBe(darkBackground);
    expect(manifest.theme_color).toBe(darkBackground);
    expect(page).toContain(`<meta name="theme-color" content="${darkBackground}" />`);
  });

  it('is linked from the page, with the iOS home-screen icon and web-app tags', () => {
    expect(page).toContain('<link rel="manifest" href="/m/manifest.webmanifest" />');
    const touchIcon = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(page)?.[1];
    expect(pngSize(publicFile(touchIcon ?? ''))).toBe('180x180');
    expect(page).toContain('<meta name="apple-mobile-web-app-capable" content="yes" />');
    expect(page).toContain(`<meta name="apple-mobile-web-app-title" content="${manifest.short_name}" />`);
  });
});
