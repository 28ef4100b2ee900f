import type { ReactNode } from 'react';
import styles from './fields.module.css';

interface FieldButtonProps {
  onClick(): void;
  disabled?: boolean;
  testId?: string;
  children: ReactNode;
}

/** A small button in a field's `end` slot, acting on that field (get a code, withdraw all). */
export function FieldButton({ onClick, disabled, testId, children }: FieldButtonProps) {
  return (
    <button type="button" className={styles.fieldButton} disabled={disabled} onClick={onClick} data-testid={testId}>
      {children}
    </button>
  );
}
