import { answer, api, FRESH_MS, IN_FLIGHT_ONLY, writeThen } from 'shared';
import * as contract from '../../contract';
import type { DepositChannel, DepositOrder, DepositOrderPayload, VoucherRedeemPayload, VoucherRedeemResult } from '../endpoints/types';
import { BALANCE, DEPOSIT_ORDER, HISTORY } from './keys';

/** GET /deposit/channels (session; members of types 0, 1, 2): each channel with its amount limits. */
export function fetchDepositChannels(): Promise<DepositChannel[]> {
  return api.get<DepositChannel[]>('/deposit/channels', {
    cache: { staleMs: FRESH_MS.content, perSession: true },
    validate: answer(contract.DepositChannelListSchema),
  });
}

/** POST /deposit/order: a pending order with its reference; a voucher order is paid at an outlet. */
export function createDepositOrder(payload: DepositOrderPayload): Promise<DepositOrder> {
  return writeThen(api.post<DepositOrder>('/deposit/order', payload, { validate: answer(contract.DepositOrderSchema) }), HISTORY);
}

/** GET /deposit/order?orderId= : the order as it is now (the provider settles it on its own time). */
export function fetchDepositOrder(orderId: string): Promise<DepositOrder> {
  return api.get<DepositOrder>('/deposit/order', {
    params: { orderId },
    cache: IN_FLIGHT_ONLY,
    validate: answer(contract.DepositOrderSchema),
  });
}

/** POST /deposit/voucher/redeem: credits the voucher's amount once; the wallet, history and orders change. */
export function redeemVoucher(payload: VoucherRedeemPayload): Promise<VoucherRedeemResult> {
  return writeThen(
    api.post<VoucherRedeemResult>('/deposit/voucher/redeem', payload, { validate: answer(contract.VoucherRedeemResultSchema) }),
    BALANCE,
    HISTORY,
    DEPOSIT_ORDER,
  );
}
