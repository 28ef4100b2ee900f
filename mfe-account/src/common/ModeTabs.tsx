import styles from './form.module.css';

interface ModeTabsProps<M extends string> {
  label: string;
  modes: readonly { mode: M; label: string }[];
  active: M;
  onChange(mode: M): void;
}

/** A two-way switch between the methods of a form (password / SMS login, username / mobile registration). */
export function ModeTabs<M extends string>({ label, modes, active, onChange }: ModeTabsProps<M>) {
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {modes.map(({ mode, label: text }) => (
        <button
          key={mode}
          type="button"
          role="tab"
          aria-selected={mode === active}
          className={`${styles.tab} ${mode === active ? styles.tabActive : ''}`}
          data-testid={`mode-${mode}`}
          onClick={() => onChange(mode)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
