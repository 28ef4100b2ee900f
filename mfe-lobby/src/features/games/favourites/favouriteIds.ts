/** The favourite nodeIds after a successful add or remove (ids are strings, as the server sends them). */
export function withFavourite(ids: ReadonlySet<string>, nodeId: number | string, favourite: boolean): Set<string> {
  const next = new Set(ids);
  if (favourite) next.add(String(nodeId));
  else next.delete(String(nodeId));
  return next;
}
