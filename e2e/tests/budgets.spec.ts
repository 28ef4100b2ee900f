import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO } from '../support/releaseSite';
import { budgetTable, formatBudgetTable, scriptsLoaded, withoutIdleWork } from '../support/firstLoad';

const budgets = JSON.parse(readFileSync(path.join(REPO, 'tooling', 'bench', 'budgets.json'), 'utf8')) as { total: number; byOwner: Record<string, number> };

test("home's first load stays within its JavaScript budgets (gzip on the wire)", async ({ page }, info) => {
  await withoutIdleWork(page);
  await page.goto('/m/');
  await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const scripts = await scriptsLoaded(page);
  expect(scripts.every((s) => s.gzipBytes > 0), 'every script is measured').toBe(true);

  const rows = budgetTable(scripts, budgets);
  const table = formatBudgetTable(rows);
  console.log(`home first load:\n${table}`);
  await info.attach('first-load budgets', { body: table, contentType: 'text/plain' });
  expect(rows.filter((r) => r.over), `over budget:\n${table}`).toEqual([]);
});

test('the first load downloads no script twice', async ({ page }) => {
  await withoutIdleWork(page);
  await page.goto('/m/');
  await expect(page.getByTestId('game-tile').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const paths = (await scriptsLoaded(page)).map((s) => s.path);
  expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
});
