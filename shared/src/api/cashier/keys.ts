/** The reads a cashier write changes, as `writeThen` takes them: the wallet's tag and the history and order paths. */
export const BALANCE = '#balance';
export const HISTORY = 'GET /transaction/history';
export const DEPOSIT_ORDER = 'GET /deposit/order';
export const PAYMENT_PASSWORD = 'GET /member/paymentPassword';
export const PAYOUT_ACCOUNTS = 'GET /member/payoutAccounts';
