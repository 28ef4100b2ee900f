/**
 * The order ids shown so far this visit, in the order first seen, with `ids` added: an order found pending stays on
 * the screen once it is paid or expires (its panel then says so) rather than vanishing from under the player.
 * The same list back when nothing is new, so a render that adds nothing changes nothing.
 */
export function keepSeen(seen: readonly string[], ids: readonly string[]): readonly string[] {
  const fresh = ids.filter((id, index) => !seen.includes(id) && ids.indexOf(id) === index);
  return fresh.length ? [...seen, ...fresh] : seen;
}
