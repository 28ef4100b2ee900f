import { useTranslation } from 'react-i18next';
import type { ContractRequest } from 'shared';
import { toContractView } from './contractView';
import { formatRequestDate } from './formatRequestDate';
import styles from './contract.module.css';

/** The offer itself: who sends it, when, the period, and its terms as a table. */
export function ContractDetails({ request: received }: { request: ContractRequest }) {
  const { t } = useTranslation('agent');
  const request = toContractView(received);
  return (
    <section className={styles.card} aria-labelledby="contract-title" data-testid="contract-request" data-kind={request.kind}>
      <h2 id="contract-title" className={styles.title}>
        {request.title}
      </h2>
      {request.summary && <p className={styles.summary}>{request.summary}</p>}
      <dl className={styles.meta}>
        <div>
          <dt>{t('contract_from')}</dt>
          <dd>{request.from}</dd>
        </div>
        <div>
          <dt>{t('contract_request_date')}</dt>
          <dd>{formatRequestDate(request.requestDate)}</dd>
        </div>
        {request.period && (
          <div>
            <dt>{t('contract_period')}</dt>
            <dd>{t(`period_${request.period}`, { defaultValue: request.period })}</dd>
          </div>
        )}
      </dl>
      <table className={styles.terms} data-testid="contract-terms">
        <caption>{t('contract_terms')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contract_term_condition')}</th>
            <th scope="col">{t('contract_term_offer')}</th>
          </tr>
        </thead>
        <tbody>
          {request.terms.map((term, index) => (
            <tr key={`${index}-${term.label}`}>
              <th scope="row">{term.label}</th>
              <td>{term.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
