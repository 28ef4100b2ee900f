/**
 * Resolves once the page's routed area runs in the browser: its root carries `data-remote`, which it gets only
 * after it has been taken over (shared's AreaRoot). A change that re-renders the whole page (a language
 * switch) waits for it: one that reached the area while it still showed the server's HTML would make React
 * render it afresh, dropping what the player had done meanwhile. Resolves at once on a page with no routed area.
 */
export function whenAreaRuns(container: HTMLElement, { giveUpMs = 10_000 } = {}): Promise<void> {
  const running = () => !container.querySelector('main [data-area]') || !!container.querySelector('main [data-area][data-remote]');
  if (running()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!running()) return;
      done();
    });
    const timer = setTimeout(() => done(), giveUpMs);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-remote'] });
  });
}
