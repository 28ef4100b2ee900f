import { TOUCH_MS, TOUCH_RETENTION_PX } from '../timings';

export interface PressTrackerOptions {
  /** The pressed look goes on or off. */
  onPressedChange(pressed: boolean): void;
  /** Released without moving away and without a long press. */
  onPress?(): void;
  /** Held for 370 ms; the release after it is not a press. */
  onLongPress?(): void;
}

export interface PressTracker {
  touchStart(x: number, y: number): void;
  touchMove(x: number, y: number): void;
  touchEnd(): void;
  mouseDown(x: number, y: number): void;
  mouseMove(x: number, y: number): void;
  mouseUp(): void;
  /** The gesture is not a press after all: touchcancel, a scroll, the pointer leaving. */
  cancel(): void;
  dispose(): void;
}

/**
 * The press timings of docs/product-rules.md §9, free of any framework: the pressed look shows 130 ms after the finger
 * lands (a scroll starting in that time never flashes it), a move beyond 20 px or a scroll cancels, the look
 * lingers 100 ms after release (so a quick tap still shows it), a hold of 370 ms is a long press, and mouse
 * events within 300 ms of a touch are the browser's emulation of that touch and are ignored.
 */
export function createPressTracker(options: PressTrackerOptions): PressTracker {
  let origin: { x: number; y: number } | null = null;
  let timers: ReturnType<typeof setTimeout>[] = [];
  let longPressed = false;
  let pressed = false;
  let lastTouchAt = Number.NEGATIVE_INFINITY;

  const setPressed = (next: boolean) => {
    if (next === pressed) return;
    pressed = next;
    options.onPressedChange(next);
  };
  const clearTimers = () => {
    timers.forEach(clearTimeout);
    timers = [];
  };
  const begin = (x: number, y: number) => {
    clearTimers();
    setPressed(false);
    origin = { x, y };
    longPressed = false;
    timers.push(setTimeout(() => setPressed(true), TOUCH_MS.pressDelay));
    if (options.onLongPress)
      timers.push(
        setTimeout(() => {
          longPressed = true;
          options.onLongPress?.();
        }, TOUCH_MS.longPress),
      );
  };
  const cancel = () => {
    clearTimers();
    origin = null;
    setPressed(false);
  };
  const move = (x: number, y: number) => {
    if (origin && Math.hypot(x - origin.x, y - origin.y) > TOUCH_RETENTION_PX) cancel();
  };
  const release = () => {
    if (!origin) return;
    clearTimers();
    origin = null;
    setPressed(true);
    timers.push(setTimeout(() => setPressed(false), TOUCH_MS.pressOut));
    if (!longPressed) options.onPress?.();
  };
  const mouseLocked = () => Date.now() - lastTouchAt < TOUCH_MS.mouseLock;

  return {
    touchStart(x, y) {
      lastTouchAt = Date.now();
      begin(x, y);
    },
    touchMove(x, y) {
      lastTouchAt = Date.now();
      move(x, y);
    },
    touchEnd() {
      lastTouchAt = Date.now();
      release();
    },
    mouseDown(x, y) {
      if (!mouseLocked()) begin(x, y);
    },
    mouseMove(x, y) {
      if (!mouseLocked()) move(x, y);
    },
    mouseUp() {
      if (!mouseLocked()) release();
    },
    cancel,
    dispose: clearTimers,
  };
}
