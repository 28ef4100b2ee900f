import { jackpotAt } from './jackpot';

describe('jackpot display', () => {
  it('grows steadily from its start value, never below it', () => {
    expect(jackpotAt(0, 100)).toBe(100);
    expect(jackpotAt(999, 100)).toBe(100);
    expect(jackpotAt(2000, 100)).toBe(174);
    expect(jackpotAt(-5000, 100)).toBe(100);
  });
});
