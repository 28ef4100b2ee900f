// The player's balance, exposed for the shell's header (compact) and shown in full on the member centre,
// deposit and withdraw screens: the balance feature's component.
export { Balance as default, type BalanceProps } from '../features/balance';
