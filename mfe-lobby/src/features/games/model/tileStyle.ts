/** The four tile colour styles (tokens --m-tile-1 .. --m-tile-4). */
export type TileStyle = 1 | 2 | 3 | 4;

const styleOf = (id: number): TileStyle => ((((Math.trunc(id) % 4) + 4) % 4) + 1) as TileStyle;

/** A game tile's style: nodeId mod 4 plus 1. */
export const gameTileStyle = (nodeId: number): TileStyle => styleOf(nodeId);

/** A vendor tile's style: telNodeId mod 4 plus 1, or a random 1 to 4 when the vendor has none. */
export function vendorTileStyle(telNodeId: number | null | undefined, random: () => number = Math.random): TileStyle {
  if (typeof telNodeId === 'number' && Number.isFinite(telNodeId)) return styleOf(telNodeId);
  return (Math.min(3, Math.floor(random() * 4)) + 1) as TileStyle;
}
