import type { Page } from '@playwright/test';
import { axeOn } from './axe';

/**
 * Text and controls below WCAG AA contrast on the page as it stands (axe-core's color-contrast rule: 4.5:1 for
 * text, 3:1 for large text), each as `element: what axe measured`. What axe cannot decide (text over a picture)
 * is not reported.
 */
export async function contrastFailures(page: Page): Promise<string[]> {
  const { violations } = await axeOn(page).withRules(['color-contrast']).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${(node.any[0]?.message ?? violation.help).replace(/\s+/g, ' ')}`),
  );
}
