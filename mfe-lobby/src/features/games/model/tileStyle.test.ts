import { gameTileStyle, vendorTileStyle } from './tileStyle';

describe('tile style', () => {
  it('is nodeId mod 4 plus 1 for games', () => {
    expect([1000, 1001, 1002, 1003, 1004].map(gameTileStyle)).toEqual([1, 2, 3, 4, 1]);
  });

  it('is telNodeId mod 4 plus 1 for vendors', () => {
    expect([900, 901, 902, 903].map((id) => vendorTileStyle(id))).toEqual([1, 2, 3, 4]);
  });

  it('is a random 1 to 4 for a vendor without telNodeId', () => {
    expect(vendorTileStyle(undefined, () => 0)).toBe(1);
    expect(vendorTileStyle(null, () => 0.99)).toBe(4);
    expect(vendorTileStyle(undefined, () => 0.5)).toBe(3);
  });
});
