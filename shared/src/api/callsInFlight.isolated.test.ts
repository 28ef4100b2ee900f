import { api } from './client';
import { whenCallsQuiet } from './callsInFlight';
import { setTransport } from './transport';
import { jsonResponse } from '../testing/jsonResponse';

describe('waiting for the backend calls to go quiet', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves only once every call has ended and none has started for the quiet time', async () => {
    vi.useFakeTimers();
    const answers: (() => void)[] = [];
    setTransport(() => new Promise((resolve) => answers.push(() => resolve(jsonResponse({ success: true, value: 1 })))));
    const first = api.get('/a');
    const second = api.get('/b');
    await vi.advanceTimersByTimeAsync(0);
    let quiet = false;
    void whenCallsQuiet({ quietMs: 300, maxWaitMs: 60_000 }).then(() => (quiet = true));

    await vi.advanceTimersByTimeAsync(2_000);
    expect(quiet).toBe(false);
    answers[0]!();
    await first;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(quiet, 'one call still in flight').toBe(false);
    answers[1]!();
    await second;
    await vi.advanceTimersByTimeAsync(299);
    expect(quiet, 'not yet quiet for 300 ms').toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(quiet).toBe(true);
  });

  it('gives up waiting after the longest wait', async () => {
    vi.useFakeTimers();
    setTransport(() => new Promise(() => undefined));
    void api.get('/never', { timeout: 0 }).catch(() => undefined);
    let quiet = false;
    void whenCallsQuiet({ quietMs: 300, maxWaitMs: 5_000 }).then(() => (quiet = true));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(quiet).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(quiet).toBe(true);
  });
});
