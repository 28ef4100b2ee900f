import { useRef } from 'react';
import { SWIPE_BACK_THRESHOLD_PX, type BackTarget } from 'shared';
import { useBack } from './NavBar';

const EDGE_PX = 30;

/** A swipe from the left edge further than 100 px goes back, like the back arrow. */
export function useSwipeBack(enabled: boolean, back: BackTarget) {
  const goBack = useBack(back);
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(e: React.TouchEvent) {
      const t = e.touches[0];
      start.current = enabled && t && t.clientX <= EDGE_PX ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd(e: React.TouchEvent) {
      const t = e.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!from || !t) return;
      const dx = t.clientX - from.x;
      if (dx > SWIPE_BACK_THRESHOLD_PX && Math.abs(t.clientY - from.y) < dx) goBack();
    },
  };
}
