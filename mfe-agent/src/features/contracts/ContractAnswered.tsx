import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, type ContractKind } from 'shared';
import { contractNameKey } from '../../common/contractKinds';
import buttons from '../../common/buttons.module.css';
import styles from './contract.module.css';

/** What the member sees once the answer went through. */
export function ContractAnswered({ kind, accepted }: { kind: ContractKind; accepted: boolean }) {
  const { t } = useTranslation('agent');
  const name = t(contractNameKey(kind));
  return (
    <section className={styles.answered} role="status" data-testid="contract-answered" data-accepted={accepted}>
      <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden className={accepted ? styles.okIcon : styles.mutedIcon}>
        <circle cx="28" cy="28" r="25" fill="none" stroke="currentColor" strokeWidth="3" />
        {accepted ? (
          <path d="M17 29l8 8 15-17" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path d="M19 19l18 18M37 19L19 37" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        )}
      </svg>
      <p>{accepted ? t('contract_accepted', { name }) : t('contract_declined', { name })}</p>
      <Link to={paths.home} className={buttons.primary}>
        {t('back_home')}
      </Link>
    </section>
  );
}
