import type { ReactNode } from 'react';
import { useTouchable, type TouchableHandlers } from './useTouchable';

interface TouchableProps extends TouchableHandlers {
  children: ReactNode;
  className?: string;
  pressedClassName?: string;
  label?: string;
  testId?: string;
}

/** A tappable area with the spec's press/long-press timings; keyboard-accessible as a button. */
export function Touchable({ children, className, pressedClassName, label, testId, onPress, onLongPress }: TouchableProps) {
  const { pressed, handlers } = useTouchable({ onPress, onLongPress });
  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={label}
      data-testid={testId}
      data-pressed={pressed || undefined}
      data-touchable
      className={[className, pressed ? pressedClassName : undefined].filter(Boolean).join(' ')}
      {...handlers}
    >
      {children}
    </div>
  );
}
