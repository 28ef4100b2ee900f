import { PROFILE_NOTICE_MS, startProfileDownload } from './profileDownload';

function fakePage(hasFocus: boolean) {
  const win = new EventTarget() as unknown as Window;
  const doc = Object.assign(new EventTarget(), { hasFocus: () => hasFocus, visibilityState: 'visible' }) as unknown as Document;
  return { win, doc };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('iOS profile download', () => {
  it('shows the settings notice for 4 s, then goes to the profile file', () => {
    const notify = vi.fn();
    const go = vi.fn();
    void startProfileDownload('https://x/p.mobileconfig', { notify, go, ...fakePage(true) });
    expect(notify).toHaveBeenCalledWith(PROFILE_NOTICE_MS);
    expect(PROFILE_NOTICE_MS).toBe(4000);
    vi.advanceTimersByTime(3999);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledWith('https://x/p.mobileconfig');
  });

  it('waits for focus to return before going', () => {
    const go = vi.fn();
    const page = fakePage(false);
    void startProfileDownload('https://x/p.mobileconfig', { notify: vi.fn(), go, ...page });
    vi.advanceTimersByTime(10000);
    expect(go).not.toHaveBeenCalled();
    page.win.dispatchEvent(new Event('focus'));
    expect(go).toHaveBeenCalledTimes(1);
    page.win.dispatchEvent(new Event('focus'));
    expect(go).toHaveBeenCalledTimes(1);
  });
});
