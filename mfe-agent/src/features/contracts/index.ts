/** A contract page: the pending request of one kind, its terms, and the accept / decline answer. */
export { ContractPage } from './ContractPage';
