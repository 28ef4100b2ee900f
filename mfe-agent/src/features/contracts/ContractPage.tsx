import { useTranslation } from 'react-i18next';
import {
  AreaRoot,
  ErrorPanel,
  LoginFirst,
  Spinner,
  errorMessage,
  fetchContractRequest,
  useApi,
  useSession,
  type ContractKind,
} from 'shared';
import { ContractActions } from './ContractActions';
import { ContractAnswered } from './ContractAnswered';
import { ContractDetails } from './ContractDetails';
import { NothingPending } from './NothingPending';
import { contractNameKey } from '../../common/contractKinds';
import { useContractAnswer } from './useContractAnswer';
import styles from './contract.module.css';

/** One contract page (daily salary, dividend or hourly): the pending request and its answer. Guests log in first. */
export function ContractPage({ kind }: { kind: ContractKind }) {
  const session = useSession();
  return (
    <AreaRoot area="agent" className={styles.page}>
      {session ? <PendingContract key={`${kind}:${session.token}`} kind={kind} /> : <LoginFirst />}
    </AreaRoot>
  );
}

function PendingContract({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent');
  const request = useApi(() => fetchContractRequest(kind), [kind]);
  const { state, answer } = useContractAnswer(kind);
  const name = t(contractNameKey(kind));

  if (state.status === 'done') return <ContractAnswered kind={kind} accepted={state.accept} />;
  if (request.status === 'loading') return <Spinner />;
  if (request.status === 'error') return <ErrorPanel message={errorMessage(request.error, t)} onRetry={request.reload} />;
  if (!request.data) return <NothingPending message={t('contract_empty', { name })} />;
  return (
    <>
      <ContractDetails request={request.data} />
      <ContractActions state={state} onAnswer={(accept) => void answer(accept)} />
    </>
  );
}
