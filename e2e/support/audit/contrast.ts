import type { Page } from '@playwright/test';
import { axeOn } from './axe';

/**
 * Text and controls below WCAG AA contrast on the page as it stands (axe-core's color-contrast rule: 4.5:1 for
 * text, 3:1 for large text), each as `element: what axe measured`. What axe cannot decide (text over a picture)
 * is not reported. Measured once the page's transitions have ended: a page entering fades in, and axe reads the
 * colours of the moment (a page at 70 % opacity reads as failing every pair).
 */
export async function contrastFailures(page: Page): Promise<string[]> {
  await transitionsEnded(page);
  const { violations } = await axeOn(page).withRules(['color-contrast']).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${(node.any[0]?.message ?? violation.help).replace(/\s+/g, ' ')}`),
  );
}

/** Waits for every animation and transition on the page that ends; endless ones (a marquee, a spinner) are left running. */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
