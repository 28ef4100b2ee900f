import { keepSeen } from './keptOrders';

describe('orders kept on the voucher centre', () => {
  it('adds the orders not seen yet, in the order first seen, once each', () => {
    expect(keepSeen([], ['DP2', 'DP1', 'DP2'])).toEqual(['DP2', 'DP1']);
    expect(keepSeen(['DP2'], ['DP3', 'DP2'])).toEqual(['DP2', 'DP3']);
  });

  it('keeps an order that is no longer pending, and gives the same list back when nothing is new', () => {
    const seen = ['DP2', 'DP1'];
    expect(keepSeen(seen, [])).toBe(seen);
    expect(keepSeen(seen, ['DP1'])).toBe(seen);
  });
});
