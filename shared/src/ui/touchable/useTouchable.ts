import { useCallback, useEffect, useRef, useState } from 'react';
import { TOUCH_MS, TOUCH_RETENTION_PX } from '../timings';

export interface TouchableHandlers {
  onPress?: () => void;
  onLongPress?: () => void;
}

/**
 * Press feedback and long press with the touch timings of docs/product-rules.md §9: the pressed state shows after
 * 130 ms (so a scroll does not flash it), a hold of 370 ms is a long press, the pressed state lingers 100 ms
 * after release, a finger that moves more than 20 px cancels, and mouse events are ignored for 300 ms
 * after a touch (browsers emulate them).
 */
export function useTouchable({ onPress, onLongPress }: TouchableHandlers) {
  const [pressed, setPressed] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const longPressed = useRef(false);
  const lastTouchEnd = useRef(0);

  const clearTimers = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };
  useEffect(() => clearTimers, []);

  const begin = useCallback(
    (x: number, y: number) => {
      clearTimers();
      start.current = { x, y };
      longPressed.current = false;
      timers.current.push(setTimeout(() => setPressed(true), TOUCH_MS.pressDelay));
      if (onLongPress)
        timers.current.push(
          setTimeout(() => {
            longPressed.current = true;
            onLongPress();
          }, TOUCH_MS.longPress),
        );
    },
    [onLongPress],
  );

  const cancel = useCallback(() => {
    clearTimers();
    start.current = null;
    setPressed(false);
  }, []);

  const move = useCallback(
    (x: number, y: number) => {
      if (start.current && Math.hypot(x - start.current.x, y - start.current.y) > TOUCH_RETENTION_PX) cancel();
    },
    [cancel],
  );

  const end = useCallback(() => {
    if (!start.current) return;
    clearTimers();
    start.current = null;
    setPressed(true);
    timers.current.push(setTimeout(() => setPressed(false), TOUCH_MS.pressOut));
    if (!longPressed.current) onPress?.();
  }, [onPress]);

  const mouseLocked = () => Date.now() - lastTouchEnd.current < TOUCH_MS.mouseLock;

  return {
    pressed,
    handlers: {
      onTouchStart: (e: React.TouchEvent) => {
        const t = e.touches[0];
        if (t) begin(t.clientX, t.clientY);
      },
      onTouchMove: (e: React.TouchEvent) => {
        const t = e.touches[0];
        if (t) move(t.clientX, t.clientY);
      },
      onTouchEnd: (e: React.TouchEvent) => {
        lastTouchEnd.current = Date.now();
        e.preventDefault();
        end();
      },
      onTouchCancel: cancel,
      onMouseDown: (e: React.MouseEvent) => {
        if (!mouseLocked()) begin(e.clientX, e.clientY);
      },
      onMouseMove: (e: React.MouseEvent) => {
        if (!mouseLocked()) move(e.clientX, e.clientY);
      },
      onMouseUp: () => {
        if (!mouseLocked()) end();
      },
      onMouseLeave: cancel,
      onKeyDown: (e: React.KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onPress?.();
        }
      },
    },
  };
}
