import type { Page } from '@playwright/test';
import { test, expect, openArea, tid } from '../support/fixtures';

// docs/product-rules.md §2, 2.44: the vendor strip keeps each logo at 80 × 30 in both languages and scrolls.

async function logoSizes(page: Page) {
  const strip = page.getByTestId('vendor-strip');
  await expect(strip.getByTestId('vendor-filter').first()).toBeVisible();
  return strip.evaluate((list) => ({
    logos: [...list.querySelectorAll('[data-testid="vendor-filter"] > *')].map((logo) => {
      const box = logo.getBoundingClientRect();
      return { width: Math.round(box.width), height: Math.round(box.height), clipped: logo.scrollWidth > logo.clientWidth };
    }),
    scrolls: list.scrollWidth > list.clientWidth,
  }));
}

for (const language of ['en', 'pt'] as const) {
  test(`vendor logos keep their 80 × 30 size and the strip scrolls (${language})`, async ({ page, api: _api }) => {
    await openArea(page, '/m/gameList?gameType=RNG');
    if (language === 'pt') {
      await page.click(tid('side-menu-button'));
      await page.click(tid('language-pt'));
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('vendor-strip')).toContainText('Todos os provedores');
    }
    const { logos, scrolls } = await logoSizes(page);
    expect(logos.length).toBeGreaterThan(3);
    for (const logo of logos) expect(logo).toEqual({ width: 80, height: 30, clipped: false });
    expect(scrolls).toBe(true);
  });
}
