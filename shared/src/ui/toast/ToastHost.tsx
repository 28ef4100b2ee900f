import { useLayoutEffect, useRef } from 'react';
import { keepAboveModals } from '../modal/modalStack';
import { hideToast, useToastStore } from './store';
import styles from './toast.module.css';

/** The toasts' distance from the top (docs/product-rules.md §9, 9.4: `--m-toast-top`), and from a title bar above them. */
const TOAST_TOP_PX = 65;
const TOAST_GAP_PX = 8;

/**
 * Renders the page's toasts (mounted once, by the shell). The host is a manual popover kept in the top layer
 * above any modal dialog, so a toast raised from inside a popup shows over it, as it did before popups moved
 * to the top layer.
 */
export function ToastHost() {
  const toasts = useToastStore((s) => s.toasts);
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element || typeof element.showPopover !== 'function') return;
    element.showPopover();
    const release = keepAboveModals(element);
    return () => {
      release();
      if (element.matches(':popover-open')) element.hidePopover();
    };
  }, []);
  // Below the page's title bar while it is on screen, never over the title (docs/product-rules.md §9, 9.17).
  const shown = toasts.length > 0;
  useLayoutEffect(() => {
    const element = host.current;
    if (!element || !shown) return;
    const bar = document.querySelector('[data-testid="nav-bar"]');
    const below = bar ? Math.round(bar.getBoundingClientRect().bottom) + TOAST_GAP_PX : 0;
    element.style.top = below > TOAST_TOP_PX ? `${below}px` : '';
  }, [shown]);
  return (
    <div ref={host} popover="manual" className={styles.host} aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} role="status" className={`${styles.toast} ${styles[t.kind] ?? ''}`} data-kind={t.kind}>
          {t.kind === 'loading' && <span className={styles.spinner} aria-hidden />}
          {t.message}
          {t.action && (
            <button
              type="button"
              className={styles.action}
              data-testid="toast-action"
              onClick={() => {
                hideToast(t.id);
                t.action?.run();
              }}
            >
              {t.action.label}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
