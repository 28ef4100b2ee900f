import { test, expect, openArea, signInAs, tid, autoDismissAnnouncements } from '../support/fixtures';

// Smaller lobby rules: 44 px favourite star (docs/product-rules.md §9, 9.15), vendor strip before the search box
// and lottery games opened at their lobby in the lottery history (§2, 2.47).

test('the favourite star is a 44 × 44 tap target', async ({ page, api: _api }) => {
  await openArea(page, '/m/gameList?gameType=RNG');
  const star = page.locator(tid('favourite-toggle')).first();
  await expect(star).toBeVisible();
  const box = (await star.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
});

test('the game list shows the vendor strip before the search box', async ({ page, api: _api }) => {
  await openArea(page, '/m/gameList?gameType=RNG');
  const strip = (await page.getByTestId('vendor-strip').boundingBox())!;
  const search = (await page.locator('input[name="gameName"]').boundingBox())!;
  expect(strip.y + strip.height).toBeLessThanOrEqual(search.y);
});

test('a lottery opened at its lobby shows in the lottery history', async ({ page, request, api: _api }) => {
  autoDismissAnnouncements(page);
  await signInAs(page);
  const lottery = (await (await request.get('/wps/game/lottery')).json()) as { value: { list: { nodeId: number; vassalage: string }[] } };
  const game = lottery.value.list.find((g) => g.vassalage === 'TCG_LOTTO_VN')!;
  await openArea(page, '/m/lottery');
  await page
    .locator(`${tid('game-tile')}[data-node-id="${game.nodeId}"]`)
    .getByRole('button')
    .first()
    .click();
  await expect(page).toHaveURL(/\/m\/launchGame\?/);
  await openArea(page, '/m/home');
  await expect(page.locator(`${tid('game-row-lottery-history')} ${tid('game-tile')}[data-node-id="${game.nodeId}"]`)).toBeVisible({
    timeout: 15_000,
  });
});

test('home has no empty gap above the download-promo strip: it starts right below the quick links (390 × 844)', async ({
  page,
  api: _api,
}) => {
  autoDismissAnnouncements(page);
  await openArea(page, '/m/home');
  const strip = page.getByTestId('download-promo-strip');
  await expect(strip).toBeVisible({ timeout: 15_000 });
  const quickLinks = page.getByTestId('nav-section');
  await expect(quickLinks).toBeVisible();
  const bottomOf = (box: { y: number; height: number } | null) => (box ? box.y + box.height : NaN);
  // Measured until home has stopped growing: the strip's top against the bottom of the quick links and of the page's main box.
  await expect
    .poll(async () => {
      const stripTop = (await strip.boundingBox())?.y ?? NaN;
      return [stripTop - bottomOf(await quickLinks.boundingBox()), stripTop - bottomOf(await page.locator('main').boundingBox())].map(
        (gap) => Math.round(gap),
      );
    })
    .toEqual([0, 0]);
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
});
