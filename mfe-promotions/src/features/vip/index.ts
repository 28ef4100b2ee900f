/** VIP perks: the grid and the perk list. */
export { PerkGrid } from './PerkGrid';
export { VIP_PERKS } from './perks';
