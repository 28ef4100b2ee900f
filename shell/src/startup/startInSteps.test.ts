import type { FirstViewHandover } from './firstViewHandover';
import { startInSteps, type StartSteps } from './startInSteps';

const release: FirstViewHandover['release'] = { remotes: {} };
const handover = { release } as FirstViewHandover;

/** Steps that log what they do; each yield waits until the test lets it end (`endTask`). */
function loggedSteps(page: FirstViewHandover | undefined) {
  const log: string[] = [];
  const yields: (() => void)[] = [];
  const steps: StartSteps = {
    yieldToBrowser: () => {
      log.push('yield');
      return new Promise((resolve) => yields.push(resolve));
    },
    readHandover: () => {
      log.push('read handover');
      return page;
    },
    fetchStartupFiles: (urls) => void log.push(`fetch ${urls ? urls.join(' ') : 'every start-up file'}`),
    askSystemStatusEarly: () => {
      log.push('ask status');
      return Promise.resolve();
    },
    preloadOpeningAreaEarly: (rendered) => {
      log.push(`preload ${rendered === release ? 'the rendered release' : 'the fetched release'}`);
      return Promise.resolve();
    },
    bootstrap: () => {
      log.push('bootstrap');
      return Promise.resolve();
    },
    runtimeConfigUrl: '/m/config.json',
  };
  const endTask = async () => {
    yields.shift()?.();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { steps, log, endTask };
}

describe('the shell start-up, a step per task', () => {
  it("does nothing in the entry script's own task: the page's handover is read in the next, the bootstrap in the one after", async () => {
    const { steps, log, endTask } = loggedSteps(handover);
    const started = startInSteps(steps);
    expect(log).toEqual(['yield']);
    await endTask();
    expect(log).toEqual(['yield', 'read handover', 'fetch /m/config.json', 'preload the rendered release', 'yield']);
    await endTask();
    await started;
    expect(log.at(-1)).toBe('bootstrap');
  });

  it('on a page the browser renders alone, fetches every start-up file and asks for the system status early', async () => {
    const { steps, log, endTask } = loggedSteps(undefined);
    const started = startInSteps(steps);
    await endTask();
    await endTask();
    await started;
    expect(log).toEqual([
      'yield',
      'read handover',
      'fetch every start-up file',
      'ask status',
      'preload the fetched release',
      'yield',
      'bootstrap',
    ]);
  });
});
