/**
 * `shared/cashier`: the deposit, voucher, wallet history, payment password, payout account and withdrawal calls.
 * Only the account area's wallet screens use them, so they stay out of the root entry point (which is in home's
 * first load) and are built into the screens that import them. They reach the client, the query cache and the
 * write helper through `shared` by name, so they use the page's one instance of each.
 */
export { fetchDepositChannels, createDepositOrder, fetchDepositOrder, redeemVoucher } from './deposit';
export { fetchWalletHistory, WALLET_HISTORY_PAGE_SIZE } from './history';
export { fetchPaymentPasswordStatus, savePaymentPassword } from './paymentPassword';
export { fetchPayoutAccounts, addPayoutAccount, removePayoutAccount, fetchWithdrawLimits, withdraw } from './payout';
