/** The player's balance: the component the header and the cashier screens show, and the wallet read behind it. */
export { Balance, type BalanceProps } from './Balance';
export { useWallet } from './useWallet';
