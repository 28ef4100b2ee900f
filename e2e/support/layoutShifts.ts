import type { Page } from '@playwright/test';

export interface LayoutShift {
  value: number;
  sources: string[];
}

const shiftsKey = 'recordedLayoutShifts';

/** Records every layout shift of the page from its first paint, with the elements that moved. */
export const recordLayoutShifts = (page: Page) =>
  page.addInitScript((key) => {
    interface LayoutShiftEntry extends PerformanceEntry {
      value: number;
      sources?: { node?: Node | null }[];
    }
    const shifts: { value: number; sources: string[] }[] = [];
    Object.defineProperty(window, key, { value: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        // The element, its own test hook if any, and the nearest test hook around it (`in [...]`).
        const describe = (node: Node | null | undefined) => {
          if (!(node instanceof Element)) return String(node?.nodeName);
          const own = node.getAttribute('data-testid');
          const around = node.parentElement?.closest('[data-testid]')?.getAttribute('data-testid');
          return `${node.tagName.toLowerCase()}${own ? `[${own}]` : ''}.${node.className}${around ? ` in [${around}]` : ''}`;
        };
        const sources = (entry.sources ?? []).map((s) => describe(s.node));
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, shiftsKey);

/** The shifts recorded so far. */
export const layoutShifts = (page: Page) =>
  page.evaluate((key) => (window as unknown as Record<string, LayoutShift[]>)[key] ?? [], shiftsKey);
