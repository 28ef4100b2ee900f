import type { Page } from '@playwright/test';
import { ENGLISH_CONTROL_TEXTS, ENGLISH_FRAME_TEXTS, FRAME_PARTS, SERVER_TEXT_PARTS } from './englishTexts';

/**
 * English frame and control texts the page shows, as `part: "text"` (visible elements only, server texts left
 * out): in Portuguese (docs/product-rules.md §2, 2.46 and §8, 8.5) there must be none.
 */
export async function englishShown(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ frameTexts, controlTexts, frameParts, serverText }) => {
      const english = new Set(controlTexts);
      const frameEnglish = new Set([...frameTexts, ...controlTexts]);
      const found: string[] = [];
      const visible = (el: Element) => el.getClientRects().length > 0 && !el.closest(serverText);
      const check = (el: Element, where: string, inFrame: boolean) => {
        const list = inFrame ? frameEnglish : english;
        const lines = ((el as HTMLElement).innerText ?? el.textContent ?? '').split('\n').map((line) => line.trim());
        const named = ['aria-label', 'placeholder', 'title'].map((name) => el.getAttribute(name)?.trim());
        for (const text of [...lines, ...named]) if (text && list.has(text)) found.push(`${where}: "${text}"`);
      };
      for (const id of frameParts)
        for (const part of document.querySelectorAll(`[data-testid="${id}"]`)) {
          if (!visible(part)) continue;
          check(part, id, true);
          for (const el of part.querySelectorAll('button, a, [aria-label]')) if (visible(el)) check(el, id, true);
        }
      const controls = 'button, a, [role="tab"], label, legend, th, dt, h1, h2, h3, input, textarea, select, [aria-label]';
      for (const root of document.querySelectorAll('[data-remote], dialog[open]'))
        for (const el of root.querySelectorAll(controls)) if (visible(el)) check(el, root.getAttribute('data-remote') ?? 'dialog', false);
      return [...new Set(found)];
    },
    {
      frameTexts: ENGLISH_FRAME_TEXTS,
      controlTexts: ENGLISH_CONTROL_TEXTS,
      frameParts: FRAME_PARTS,
      serverText: SERVER_TEXT_PARTS.map((id) => `[data-testid="${id}"]`).join(', '),
    },
  );
}
