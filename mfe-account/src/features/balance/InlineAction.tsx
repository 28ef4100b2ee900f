import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';

interface InlineActionProps {
  label: string;
  onPress(): void;
  disabled?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * A small action that may sit inside the shell's own button (the header's player info): it acts like a
 * button but does not let the tap reach the surrounding one.
 */
export function InlineAction({ label, onPress, disabled, className, testId, children }: InlineActionProps) {
  const press = (event: MouseEvent | KeyboardEvent) => {
    event.stopPropagation();
    event.preventDefault();
    if (!disabled) onPress();
  };
  return (
    <span
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={className}
      data-testid={testId}
      onClick={press}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') press(event);
      }}
    >
      {children}
    </span>
  );
}
