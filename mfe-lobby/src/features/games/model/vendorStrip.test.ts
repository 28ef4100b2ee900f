import { showsVendorStrip, stripVendors } from './vendorStrip';

const v = (vassalage: string, gameType: string) => ({ vassalage, gameType }) as const;

describe('vendor logo strip', () => {
  it('shows only for RNG, PVP, FISH and LIVE', () => {
    expect(['RNG', 'PVP', 'FISH', 'LIVE'].every(showsVendorStrip)).toBe(true);
    expect(['SPORTS', 'ELOTT', 'LOTT', 'HOT', 'FAV', 'ESPORTS', 'COCKFIGHT'].some(showsVendorStrip)).toBe(false);
  });

  it('excludes lottery, sports, e-sports, cockfight and TCG-prefixed vendors, once each', () => {
    const vendors = [
      v('PG', 'RNG'),
      v('TCG_SEA', 'LOTT'),
      v('TCG_LOTTO_VN', 'ELOTT'),
      v('TCG_SLOTS', 'RNG'),
      v('SABA', 'SPORTS'),
      v('TFG', 'ESPORTS'),
      v('SV388', 'COCKFIGHT'),
      v('JILI', 'RNG'),
      v('JILI', 'FISH'),
    ];
    expect(stripVendors(vendors).map((x) => x.vassalage)).toEqual(['PG', 'JILI']);
  });
});
