#!/usr/bin/env node
// Draws the installed app's icons into shell/public/icons/ (committed; run again after a change of brand
// colours): the header's logo mark — the letter M on the brand's gold — at the sizes Chrome's install needs
// (192 and 512), a maskable 512 whose mark keeps to the safe zone (the middle 80 %), and the 180 px
// apple-touch-icon iOS uses for a home-screen icon. Drawn by Debian's Chromium through Playwright.
//   node tooling/pwa/renderIcons.mjs
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../rspack/paths.mjs';

/** The dark theme's --m-primary and --m-on-primary (shared/src/ui/tokens.css). */
const GOLD = '#f5b623';
const INK = '#1a1200';
/** The letter M in a 100 × 100 box, as a shape, so no font is needed. */
const LETTER_M = 'M22 76V24h13l15 26 15-26h13v52H66V45L54 65h-8L34 45v31z';

/**
 * @param {{ corner: number, letter: number }} shape  corner: radius as a share of the side (0: full bleed);
 *   letter: the letter's scale within the square
 */
export function iconSvg({ corner, letter }) {
  const offset = (100 - 100 * letter) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100%" height="100%">
  <rect width="100" height="100" rx="${corner * 100}" fill="${GOLD}"/>
  <path d="${LETTER_M}" fill="${INK}" transform="translate(${offset} ${offset}) scale(${letter})"/>
</svg>`;
}

export const ICONS = [
  { file: 'icon-192.png', size: 192, shape: { corner: 0.22, letter: 0.9 } },
  { file: 'icon-512.png', size: 512, shape: { corner: 0.22, letter: 0.9 } },
  { file: 'maskable-512.png', size: 512, shape: { corner: 0, letter: 0.62 } },
  { file: 'apple-touch-icon.png', size: 180, shape: { corner: 0, letter: 0.78 } },
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = path.join(REPO_ROOT, 'shell', 'public', 'icons');
  mkdirSync(out, { recursive: true });
  const { chromium } = createRequire(path.join(REPO_ROOT, 'e2e', 'package.json'))('@playwright/test');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    for (const { file, size, shape } of ICONS) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      await page.setContent(`<html><body style="margin:0;background:transparent">${iconSvg(shape)}</body></html>`);
      await page.screenshot({ path: path.join(out, file), omitBackground: true });
      await page.close();
      console.log(`wrote shell/public/icons/${file} (${size} × ${size})`);
    }
  } finally {
    await browser.close();
  }
}
