import { badgeText, BADGE_CAP } from './badge';

describe('badgeText: unread badges show the number, capped at 99+', () => {
  it('shows counts up to 99 as they are', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(42)).toBe('42');
    expect(badgeText(BADGE_CAP)).toBe('99');
  });
  it("caps anything above 99 at '99+'", () => {
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12345)).toBe('99+');
  });
  it('shows nothing for zero, negative or unknown counts', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(null)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
  });
});
