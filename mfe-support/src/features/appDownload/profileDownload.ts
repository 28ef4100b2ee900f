/** docs/product-rules.md §9: the profile notice shows for 4 s. */
export const PROFILE_NOTICE_MS = 4000;

interface ProfileDownloadDeps {
  /** Shows the notice about finishing the install in Settings. */
  notify(durationMs: number): void;
  /** Leaves for the profile file. */
  go(url: string): void;
  win?: Window;
  doc?: Document;
}

/**
 * iOS profile download: show the notice about Settings, then go to the profile file once the notice has
 * been read and the page has focus again (right away when it never lost it). Resolves when it has gone.
 */
export function startProfileDownload(url: string, { notify, go, win = window, doc = document }: ProfileDownloadDeps): Promise<void> {
  notify(PROFILE_NOTICE_MS);
  return new Promise((resolve) => {
    setTimeout(() => {
      const leave = () => {
        win.removeEventListener('focus', leave);
        doc.removeEventListener('visibilitychange', onVisible);
        go(url);
        resolve();
      };
      const onVisible = () => doc.visibilityState === 'visible' && leave();
      if (doc.hasFocus() && doc.visibilityState === 'visible') return leave();
      win.addEventListener('focus', leave);
      doc.addEventListener('visibilitychange', onVisible);
    }, PROFILE_NOTICE_MS);
  });
}
