import { createPressTracker } from './pressTracker';
import './pressed.css';

/** What shows press feedback: buttons, links, menu items (tiles and list rows are one of these), and `[data-pressable]`. */
const PRESSABLE = 'button, a[href], [role="button"], [role="link"], [role="tab"], [role="menuitem"], summary, [data-pressable]';

function pressableAt(target: EventTarget | null): HTMLElement | null {
  const element = target instanceof Element ? target.closest<HTMLElement>(PRESSABLE) : null;
  if (!element) return null;
  if (element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true') return null;
  return element;
}

/**
 * Gives every pressable element of the page the spec's press feedback (`data-pressed`, styled in
 * pressed.css) through one tracker and listeners on the root, so no screen wires it by hand. Clicks and
 * navigation stay the browser's own. Installed once by the shell; returns the uninstall.
 */
export function installPressFeedback(root: Document = document): () => void {
  let current: HTMLElement | null = null;
  const tracker = createPressTracker({ onPressedChange: (pressed) => current?.toggleAttribute('data-pressed', pressed) });
  const aim = (target: EventTarget | null) => {
    const next = pressableAt(target);
    if (next !== current) {
      tracker.cancel();
      current = next;
    }
    return next;
  };

  const listeners: [string, (event: Event) => void][] = [
    [
      'touchstart',
      (e) => {
        const touch = (e as TouchEvent).touches[0];
        aim(e.target);
        // Also on a non-pressable target: a touch anywhere starts the mouse lock.
        if (touch) tracker.touchStart(touch.clientX, touch.clientY);
      },
    ],
    [
      'touchmove',
      (e) => {
        const touch = (e as TouchEvent).touches[0];
        if (touch) tracker.touchMove(touch.clientX, touch.clientY);
      },
    ],
    ['touchend', () => tracker.touchEnd()],
    ['touchcancel', () => tracker.cancel()],
    [
      'mousedown',
      (e) => {
        const mouse = e as MouseEvent;
        if (mouse.button !== 0) return;
        aim(e.target);
        tracker.mouseDown(mouse.clientX, mouse.clientY);
      },
    ],
    ['mousemove', (e) => tracker.mouseMove((e as MouseEvent).clientX, (e as MouseEvent).clientY)],
    ['mouseup', () => tracker.mouseUp()],
    ['scroll', () => tracker.cancel()],
    ['dragstart', () => tracker.cancel()],
  ];
  const options: AddEventListenerOptions = { capture: true, passive: true };
  for (const [type, listener] of listeners) root.addEventListener(type, listener, options);
  return () => {
    for (const [type, listener] of listeners) root.removeEventListener(type, listener, options);
    tracker.dispose();
    current?.removeAttribute('data-pressed');
  };
}
