import { useLayoutEffect, useRef } from 'react';
import { keepAboveModals } from '../modal/modalStack';
import { hideToast, useToastStore } from './store';
import styles from './toast.module.css';

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
