import { WALLET_RECORD_STATUSES } from 'shared/contract';
import { AMOUNT_SIGN, amountEffect } from './amountEffect';

describe('how a wallet record’s amount reads', () => {
  it.each([
    ['deposit', 'success', 'credited', '+'],
    ['deposit', 'pending', 'awaiting', ''],
    ['deposit', 'failed', 'void', ''],
    ['deposit', 'expired', 'void', ''],
    ['withdrawal', 'processing', 'debited', '−'],
    ['withdrawal', 'success', 'debited', '−'],
    ['withdrawal', 'rejected', 'void', ''],
  ] as const)('a %s %s: %s, sign %j', (kind, status, effect, sign) => {
    expect(amountEffect({ kind, status })).toBe(effect);
    expect(AMOUNT_SIGN[amountEffect({ kind, status })]).toBe(sign);
  });

  it('only a successful deposit reads as credited, whatever the status', () => {
    const credited = WALLET_RECORD_STATUSES.filter((status) => amountEffect({ kind: 'deposit', status }) === 'credited');
    expect(credited).toEqual(['success']);
  });
});
