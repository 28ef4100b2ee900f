import type { Seeds } from './index.js';
import { seedNotices, seedPopups, seedPromotions } from './announcements.js';
import { seedHelp } from './help.js';
import { seedInbox } from './people.js';

/** The seeded lists whose items carry server HTML. */
export const CONTENT_KINDS = ['popups', 'notices', 'promotions', 'help', 'inbox'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

type WithContent = { content: string; title: string };

/** One item per string: a copy of `template` with that HTML and a title numbered from 1, then `change`d. */
function copiesOf<T extends WithContent>(template: T, contents: readonly string[], change: (copy: T, index: number) => T): T[] {
  return contents.map((content, index) => change({ ...template, content, title: `Item ${index + 1}` }, index));
}

/**
 * Test hook: the list of `kind` becomes one item per string, copied from its first seeded item, with the
 * string as its HTML (help: also as the HTML of each child). The inbox becomes the same list for everyone.
 */
export function overrideContent(seeds: Seeds, kind: ContentKind, contents: readonly string[]): void {
  const seeded = pristineContent();
  switch (kind) {
    case 'popups':
    case 'notices':
    case 'promotions': {
      const [template] = seeded[kind];
      if (template) seeds[kind] = copiesOf(template, contents, (copy, i) => ({ ...copy, id: template.id + i }));
      return;
    }
    case 'help': {
      const [template] = seeded.help;
      if (template) {
        seeds.help = copiesOf(template, contents, (copy, i) => ({
          ...copy,
          tag: `${template.tag}${i + 1}`,
          children: template.children.map((child) => ({ ...child, content: copy.content })),
        }));
      }
      return;
    }
    case 'inbox': {
      const [template] = seeded.inbox.all ?? [];
      if (template)
        seeds.inbox = { all: copiesOf(template, contents, (copy, i) => ({ ...copy, id: template.id + i, defaultRead: false })) };
      return;
    }
  }
}

/** Back to the seeded content of every kind. */
export function restoreContent(seeds: Seeds): void {
  Object.assign(seeds, pristineContent());
}

function pristineContent(): Pick<Seeds, ContentKind> {
  return { popups: seedPopups(), notices: seedNotices(), promotions: seedPromotions(), help: seedHelp(), inbox: seedInbox() };
}
