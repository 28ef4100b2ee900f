import { tilesOfVendor } from './vendorTiles';

const rooms = [{ vassalage: 'TCG_SEA' }, { vassalage: 'TCG_KENO' }, { vassalage: 'TCG_LOTTO_VN' }];

describe('vendor tiles of a vendor link (docs/product-rules.md §2, 2.45)', () => {
  it("shows only the vendor's own tiles", () => {
    expect(tilesOfVendor(rooms, 'TCG_KENO')).toEqual([{ vassalage: 'TCG_KENO' }]);
  });

  it('shows every tile without a vendor, or for a vendor with none here', () => {
    expect(tilesOfVendor(rooms, null)).toHaveLength(3);
    expect(tilesOfVendor(rooms, 'NOPE')).toHaveLength(3);
  });
});
