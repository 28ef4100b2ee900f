import { vipBadgeText, vipLabel } from './vipLabel';

describe('VIP label (0 when empty)', () => {
  it('uses clubLabel.labelName', () => {
    expect(vipLabel({ clubLabel: { labelName: 'Gold' } })).toBe('Gold');
  });
  it('is 0 when empty, blank or missing', () => {
    expect(vipLabel({ clubLabel: { labelName: '' } })).toBe('0');
    expect(vipLabel({ clubLabel: { labelName: '  ' } })).toBe('0');
    expect(vipLabel({ clubLabel: undefined as never })).toBe('0');
    expect(vipLabel(null)).toBe('0');
  });
  it('reads a bare level as VIP n', () => {
    expect(vipBadgeText('0')).toBe('VIP 0');
    expect(vipBadgeText('3')).toBe('VIP 3');
    expect(vipBadgeText('Gold')).toBe('Gold');
  });
});
