import type { Page } from '@playwright/test';
import { test, expect, openArea, signInAs } from '../support/fixtures';

// The free trial by role: it is for visitors only.

const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('m.session') ?? 'null') as { type: number; userName: string } | null);

test('a signed-in member who opens the free trial stays signed in and goes home', async ({ page, api: _api }) => {
  await signInAs(page);
  await openArea(page, '/m/trail');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('status').filter({ hasText: 'the free trial is for visitors' })).toBeVisible();
  expect(await storedSession(page)).toMatchObject({ userName: 'player01', type: 1 });
});
