import { describe, expect, it } from 'vitest';
import { whenAreaRuns } from './whenAreaRuns';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('waiting for the routed area to run', () => {
  it('waits while the area shows the server’s HTML, and resolves once it runs', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<main><div data-area="account"></div></main>';
    const waiting = whenAreaRuns(container);
    expect(await settled(waiting)).toBe(false);
    container.querySelector('[data-area]')!.setAttribute('data-remote', 'account');
    expect(await settled(waiting)).toBe(true);
  });

  it('resolves at once when the area runs already or the page has none, and gives up after a while', async () => {
    const running = document.createElement('div');
    running.innerHTML = '<main><div data-area="lobby" data-remote="lobby"></div></main>';
    expect(await settled(whenAreaRuns(running))).toBe(true);
    expect(await settled(whenAreaRuns(document.createElement('div')))).toBe(true);
    const stuck = document.createElement('div');
    stuck.innerHTML = '<main><div data-area="lobby"></div></main>';
    const waiting = whenAreaRuns(stuck, { giveUpMs: 5 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await settled(waiting)).toBe(true);
  });
});
