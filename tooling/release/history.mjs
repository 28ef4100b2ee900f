/**
 * The stack of pins of one remote, replayed from its history: a pin of a new version pushes it, a rollback
 * pops back to the one before. The top is what players get; the one below it is the last known good.
 */
export function pinStack(history) {
  const stack = [];
  for (const change of history) {
    if (change.action === 'pin') {
      if (stack.at(-1) !== change.version) stack.push(change.version);
    } else stack.pop();
  }
  return stack;
}
