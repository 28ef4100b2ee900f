/** The cashier: deposit and vouchers, withdraw, wallet history, payment password and payout accounts. */
export { refusalKey } from './cashierRefusal';
export { VoucherCentre } from './deposit/VoucherCentre';
export { HISTORY_FILTERS } from './history/useWalletHistory';
export { WalletHistoryView } from './history/WalletHistoryView';
export { PaymentPasswordScreen } from './security/PaymentPasswordScreen';
export { PayoutAccountScreen } from './security/PayoutAccountScreen';
export { ABOVE_MAX, BELOW_MIN } from './withdrawRules';
export { WithdrawScreen } from './WithdrawScreen';
