import type { ReactNode } from 'react';
import styles from './choices.module.css';

export interface Choice {
  /** The payload value the choice sends. */
  value: string;
  label: string;
  /** A second, quieter line under the label (limits, kind, holder). */
  detail: string;
  testId?: string;
}

interface ChoiceFieldProps {
  /** The payload field name, shared by the radio buttons. */
  name: string;
  legend: string;
  choices: readonly Choice[];
  value: string;
  onChange(value: string): void;
  /** After the choices (a link to manage them). */
  children?: ReactNode;
}

/** One of a few choices (a channel, a bank, a payout account), each a radio button with its label and detail. */
export function ChoiceField({ name, legend, choices, value, onChange, children }: ChoiceFieldProps) {
  return (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={choice.value === value ? `${styles.choice} ${styles.active}` : styles.choice}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
            data-testid={choice.testId}
          />
          <span className={styles.label}>{choice.label}</span>
          <span className={styles.detail}>{choice.detail}</span>
        </label>
      ))}
      {children}
    </fieldset>
  );
}
