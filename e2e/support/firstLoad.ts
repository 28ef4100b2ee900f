import type { Page } from '@playwright/test';

export interface ScriptLoad {
  path: string;
  owner: string;
  gzipBytes: number;
}

/** shell for /m/..., mfe-<area> for /remotes/<area>/<version>/... */
export const ownerOf = (pathname: string) => (pathname.startsWith('/remotes/') ? `mfe-${pathname.split('/')[2]}` : 'shell');

/**
 * Keeps the page from ever running idle callbacks: what the shell defers to idle time (home's widgets, the
 * footer areas' preload) never starts, so what is left is exactly home's first load.
 */
export const withoutIdleWork = (page: Page) =>
  page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });

/** The scripts the page downloaded, with their compressed size on the wire. */
export async function scriptsLoaded(page: Page): Promise<ScriptLoad[]> {
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({
      name: e.name,
      initiatorType: (e as PerformanceResourceTiming).initiatorType,
      size: (e as PerformanceResourceTiming).encodedBodySize,
    })),
  );
  return entries
    .filter((e) => /\.js(\?|$)/.test(new URL(e.name).pathname))
    .map((e) => {
      const path = new URL(e.name).pathname;
      return { path, owner: ownerOf(path), gzipBytes: e.size };
    });
}

export interface BudgetRow {
  owner: string;
  files: number;
  kb: number;
  budgetKb: number;
  over: boolean;
}

/** One row per owner plus the total, each against its budget. */
export function budgetTable(scripts: ScriptLoad[], budgets: { total: number; byOwner: Record<string, number> }): BudgetRow[] {
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  const owners = [...new Set([...Object.keys(budgets.byOwner), ...scripts.map((s) => s.owner)])];
  const rows = owners.map((owner) => {
    const mine = scripts.filter((s) => s.owner === owner);
    const bytes = mine.reduce((sum, s) => sum + s.gzipBytes, 0);
    const budgetKb = budgets.byOwner[owner] ?? 0;
    return { owner, files: mine.length, kb: kb(bytes), budgetKb, over: kb(bytes) > budgetKb };
  });
  const totalKb = kb(scripts.reduce((sum, s) => sum + s.gzipBytes, 0));
  return [...rows, { owner: 'total', files: scripts.length, kb: totalKb, budgetKb: budgets.total, over: totalKb > budgets.total }];
}

export const formatBudgetTable = (rows: BudgetRow[]) =>
  [
    'owner            files   gzip KB   budget KB',
    ...rows.map(
      (r) =>
        `${r.owner.padEnd(16)} ${String(r.files).padStart(5)} ${r.kb.toFixed(1).padStart(9)} ${String(r.budgetKb).padStart(11)}${r.over ? '   OVER BUDGET' : ''}`,
    ),
  ].join('\n');
