import { countdownEnd, DEFAULT_SMS_WAIT_MS, secondsLeft } from './countdown';

describe('SMS countdown (docs/product-rules.md §4)', () => {
  const now = 1_700_000_000_000;
  it('ends at the returned expiry time', () => {
    expect(countdownEnd(now + 120_000, now)).toBe(now + 120_000);
  });
  it('defaults to 60 s when the expiry is missing, invalid or already past', () => {
    expect(countdownEnd(undefined, now)).toBe(now + DEFAULT_SMS_WAIT_MS);
    expect(countdownEnd('soon', now)).toBe(now + 60_000);
    expect(countdownEnd(Number.NaN, now)).toBe(now + 60_000);
    expect(countdownEnd(now - 5, now)).toBe(now + 60_000);
  });
  it('counts whole seconds up and stops at 0', () => {
    expect(secondsLeft(now + 60_000, now)).toBe(60);
    expect(secondsLeft(now + 59_500, now)).toBe(60);
    expect(secondsLeft(now + 59_000, now)).toBe(59);
    expect(secondsLeft(now + 1, now)).toBe(1);
    expect(secondsLeft(now, now)).toBe(0);
    expect(secondsLeft(now - 3000, now)).toBe(0);
  });
});
