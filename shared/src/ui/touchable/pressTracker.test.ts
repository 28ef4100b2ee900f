import { TOUCH_MS, TOUCH_RETENTION_PX } from '../timings';
import { createPressTracker } from './pressTracker';

function track(handlers: { onPress?: () => void; onLongPress?: () => void } = {}) {
  const changes: boolean[] = [];
  const tracker = createPressTracker({ onPressedChange: (pressed) => changes.push(pressed), ...handlers });
  return { tracker, changes, pressed: () => changes.at(-1) ?? false };
}

describe('press tracker (docs/product-rules.md §9 touch timings)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec values', () => {
    expect(TOUCH_MS).toEqual({ pressDelay: 130, longPress: 370, pressOut: 100, mouseLock: 300 });
    expect(TOUCH_RETENTION_PX).toBe(20);
  });

  it('press delay: the pressed look shows 130 ms after the finger lands, not before', () => {
    const { tracker, pressed } = track();
    tracker.touchStart(10, 10);
    vi.advanceTimersByTime(TOUCH_MS.pressDelay - 1);
    expect(pressed()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(pressed()).toBe(true);
  });

  it('retention: a move beyond 20 px within the delay (a scroll) never shows the look and is no press', () => {
    const onPress = vi.fn();
    const { tracker, changes } = track({ onPress });
    tracker.touchStart(10, 10);
    tracker.touchMove(10, 10 + TOUCH_RETENTION_PX + 1);
    vi.advanceTimersByTime(1000);
    tracker.touchEnd();
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([]);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('retention: a move of up to 20 px keeps the press', () => {
    const onPress = vi.fn();
    const { tracker, pressed } = track({ onPress });
    tracker.touchStart(10, 10);
    tracker.touchMove(10 + 12, 10 + 16); // 20 px away
    vi.advanceTimersByTime(TOUCH_MS.pressDelay);
    expect(pressed()).toBe(true);
    tracker.touchEnd();
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('a move beyond 20 px after the look showed takes it off at once', () => {
    const { tracker, pressed } = track();
    tracker.touchStart(0, 0);
    vi.advanceTimersByTime(TOUCH_MS.pressDelay);
    tracker.touchMove(0, 40);
    expect(pressed()).toBe(false);
  });

  it('cancel (a scroll, touchcancel) drops a pending press', () => {
    const onPress = vi.fn();
    const { tracker, changes } = track({ onPress });
    tracker.touchStart(0, 0);
    tracker.cancel();
    vi.advanceTimersByTime(1000);
    tracker.touchEnd();
    expect(changes).toEqual([]);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('press-out: the look lingers 100 ms after release, so a quick tap still shows it', () => {
    const onPress = vi.fn();
    const { tracker, pressed } = track({ onPress });
    tracker.touchStart(0, 0);
    vi.advanceTimersByTime(50);
    tracker.touchEnd();
    expect(pressed()).toBe(true);
    expect(onPress).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(TOUCH_MS.pressOut - 1);
    expect(pressed()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(pressed()).toBe(false);
  });

  it('long press: fires at 370 ms, and the release after it is not a press', () => {
    const onPress = vi.fn();
    const onLongPress = vi.fn();
    const { tracker } = track({ onPress, onLongPress });
    tracker.touchStart(0, 0);
    vi.advanceTimersByTime(TOUCH_MS.longPress - 1);
    expect(onLongPress).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLongPress).toHaveBeenCalledOnce();
    tracker.touchEnd();
    expect(onPress).not.toHaveBeenCalled();
  });

  it('mouse lock: mouse events within 300 ms of a touch are ignored, later ones count', () => {
    const onPress = vi.fn();
    const { tracker } = track({ onPress });
    tracker.touchStart(0, 0);
    tracker.touchEnd();
    expect(onPress).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TOUCH_MS.mouseLock - 1);
    tracker.mouseDown(0, 0);
    tracker.mouseUp();
    expect(onPress).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    tracker.mouseDown(0, 0);
    tracker.mouseUp();
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('a mouse alone (no touch) gets the same press delay', () => {
    const { tracker, pressed } = track();
    tracker.mouseDown(0, 0);
    vi.advanceTimersByTime(TOUCH_MS.pressDelay - 1);
    expect(pressed()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(pressed()).toBe(true);
  });
});
