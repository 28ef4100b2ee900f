import { useEffect, useRef, useState } from 'react';
import { createPressTracker, type PressTracker } from './pressTracker';

export interface TouchableHandlers {
  onPress?: () => void;
  onLongPress?: () => void;
}

/**
 * Press feedback, press and long press for one React element, with the touch timings of docs/product-rules.md §9
 * (see `createPressTracker`). Buttons, links and tiles get the same feedback without this hook, from
 * `installPressFeedback`; use the hook where a screen needs a long press or a press handler of its own.
 */
export function useTouchable({ onPress, onLongPress }: TouchableHandlers) {
  const [pressed, setPressed] = useState(false);
  const latest = useRef<TouchableHandlers>({ onPress, onLongPress });
  useEffect(() => {
    latest.current = { onPress, onLongPress };
  });
  const tracker = useRef<PressTracker | null>(null);
  const hasLongPress = !!onLongPress;
  useEffect(() => {
    const created = createPressTracker({
      onPressedChange: setPressed,
      onPress: () => latest.current.onPress?.(),
      onLongPress: hasLongPress ? () => latest.current.onLongPress?.() : undefined,
    });
    tracker.current = created;
    return () => created.dispose();
  }, [hasLongPress]);

  return {
    pressed,
    handlers: {
      onTouchStart: (e: React.TouchEvent) => {
        const t = e.touches[0];
        if (t) tracker.current?.touchStart(t.clientX, t.clientY);
      },
      onTouchMove: (e: React.TouchEvent) => {
        const t = e.touches[0];
        if (t) tracker.current?.touchMove(t.clientX, t.clientY);
      },
      onTouchEnd: () => tracker.current?.touchEnd(),
      onTouchCancel: () => tracker.current?.cancel(),
      onMouseDown: (e: React.MouseEvent) => tracker.current?.mouseDown(e.clientX, e.clientY),
      onMouseMove: (e: React.MouseEvent) => tracker.current?.mouseMove(e.clientX, e.clientY),
      onMouseUp: () => tracker.current?.mouseUp(),
      onMouseLeave: () => tracker.current?.cancel(),
      onKeyDown: (e: React.KeyboardEvent) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          latest.current.onPress?.();
        }
      },
    },
  };
}
