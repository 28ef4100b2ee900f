import { recordNet, summaryFigures } from './recordNet';

describe('the net of a bet', () => {
  it('is won minus bet once settled, nothing while pending, 0 once cancelled', () => {
    expect(recordNet({ status: 'settled', betAmount: 100, winAmount: 250.5 })).toBe(150.5);
    expect(recordNet({ status: 'settled', betAmount: 100, winAmount: 0 })).toBe(-100);
    expect(recordNet({ status: 'settled', betAmount: 0.3, winAmount: 0.1 })).toBe(-0.2);
    expect(recordNet({ status: 'unsettled', betAmount: 100, winAmount: 0 })).toBeNull();
    expect(recordNet({ status: 'cancelled', betAmount: 100, winAmount: 0 })).toBe(0);
    expect(recordNet({ status: 'settled', betAmount: Number.NaN, winAmount: 20 })).toBe(20);
  });

  it('makes the summary add up: net is won minus bet, pending stakes apart', () => {
    expect(summaryFigures({ betAmount: 1000, winAmount: 640.25, netAmount: 123, pendingBetAmount: 50 })).toEqual({
      bet: 1000,
      won: 640.25,
      net: -359.75,
      pending: 50,
    });
    expect(summaryFigures({ betAmount: 10, winAmount: 30, netAmount: 20 })).toEqual({ bet: 10, won: 30, net: 20, pending: 0 });
  });
});
