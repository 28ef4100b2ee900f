/**
 * Runs `visit` over `items` on several lanes at once, each lane taking the next item when it is free; the
 * results come back in the items' order. A page view mostly waits (for the network to go quiet), so a walk on
 * a few pages side by side takes a fraction of the time of one page at a time.
 */
export async function inLanes<Lane, Item, Result>(
  lanes: readonly Lane[],
  items: readonly Item[],
  visit: (lane: Lane, item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = new Array<Result>(items.length);
  let next = 0;
  await Promise.all(
    lanes.map(async (lane) => {
      for (let index = next++; index < items.length; index = next++) results[index] = await visit(lane, items[index]!);
    }),
  );
  return results;
}
