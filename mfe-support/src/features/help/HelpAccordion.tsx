import { useEffect, useRef } from 'react';
import type { HelpItem } from 'shared';
import { SafeHtml } from 'shared/safe-html';
import { Chevron } from '../../common/Chevron';
import { numberedTitle, type HelpTarget } from './helpQuery';
import ui from '../../common/ui.module.css';
import styles from './help.module.css';

interface HelpAccordionProps {
  items: readonly HelpItem[];
  open: HelpTarget;
  onOpen(target: HelpTarget): void;
}

/** Sections with numbered titles, each opening to its text and its children, one open at a time. */
export function HelpAccordion({ items, open, onOpen }: HelpAccordionProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // When the list arrives, bring the section or child the link named into view.
    const root = container.current;
    const opened =
      root?.querySelector('[data-testid="help-child"] > [aria-expanded="true"]') ??
      root?.querySelector('[data-testid="help-section"] > [aria-expanded="true"]');
    opened?.scrollIntoView?.({ block: 'nearest' });
  }, [items]);

  return (
    <div className={styles.accordion} ref={container}>
      {items.map((item, index) => {
        const expanded = open.section === index;
        const panelId = `help-section-${index}`;
        return (
          <section key={`${index}-${item.title}`} className={ui.card} data-testid="help-section" data-index={index}>
            <button
              type="button"
              className={`${ui.row} ${styles.sectionHead}`}
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => onOpen(expanded ? { section: null, child: null } : { section: index, child: null })}
            >
              <span className={styles.sectionTitle}>{numberedTitle(index, item.title)}</span>
              <Chevron />
            </button>
            {expanded && (
              <div id={panelId}>
                {item.content && <SafeHtml html={item.content} className={ui.html} testId="help-section-content" />}
                <ul className={`${ui.list} ${styles.children}`}>
                  {item.children.map((child, childIndex) => {
                    const childOpen = open.child === childIndex;
                    return (
                      <li key={`${childIndex}-${child.title}`} data-testid="help-child" data-index={childIndex}>
                        <button
                          type="button"
                          className={ui.row}
                          aria-expanded={childOpen}
                          onClick={() => onOpen({ section: index, child: childOpen ? null : childIndex })}
                        >
                          <span className={ui.rowText}>
                            <span className={styles.childTitle}>{child.title}</span>
                          </span>
                          <Chevron />
                        </button>
                        {childOpen && <SafeHtml html={child.content} className={ui.html} testId="help-child-content" />}
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
