/** The pending-contract alert: which kinds to raise and when, and its dialog. */
export { ContractAlertDialog } from './ContractAlertDialog';
export { useContractAlerts } from './useContractAlerts';
