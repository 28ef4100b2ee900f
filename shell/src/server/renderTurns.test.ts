import { describe, expect, it } from 'vitest';
import { inTurnOfItsOwn } from './renderTurns';

/** What runs in the turn after the current one: whatever was queued for it runs first. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('render work, one piece per turn of the event loop', () => {
  it('runs pieces queued together in turns of their own, with what the loop had queued for the next turn between them', async () => {
    const order: string[] = [];
    const first = inTurnOfItsOwn(() => {
      order.push('first');
      // Stands for the loop's own work of the next turn (a connection to accept, a socket to read).
      setImmediate(() => order.push("the next turn's work"));
    });
    const second = inTurnOfItsOwn(() => void order.push('second'));
    await Promise.all([first, second]);
    expect(order).toEqual(['first', "the next turn's work", 'second']);
  });

  it('lets what continues from a piece (React going on with a render) run before the next piece', async () => {
    const order: string[] = [];
    const first = inTurnOfItsOwn(() => 'page').then((html) => void order.push(`continued with ${html}`));
    const second = inTurnOfItsOwn(() => void order.push('second'));
    await Promise.all([first, second]);
    expect(order).toEqual(['continued with page', 'second']);
  });

  it('hands over what a piece returns or throws, and goes on with the next piece after a failure', async () => {
    const failing = inTurnOfItsOwn(() => {
      throw new Error('render failed');
    });
    const after = inTurnOfItsOwn(() => 42);
    await expect(failing).rejects.toThrow('render failed');
    await expect(after).resolves.toBe(42);
    await expect(inTurnOfItsOwn(() => Promise.resolve('html'))).resolves.toBe('html');
  });

  it('never runs a piece in the turn that queued it', async () => {
    let ran = false;
    const piece = inTurnOfItsOwn(() => {
      ran = true;
    });
    await Promise.resolve();
    expect(ran).toBe(false);
    await nextTurn();
    expect(ran).toBe(true);
    await piece;
  });
});
