/**
 * A page its worker controls asks the server for that worker's successor as the page starts (a new shell build,
 * the kill switch). The worker's own start waits for the first screen and an idle moment, and the browser's own
 * check for the network to go quiet: on a busy phone either can take a minute, and a kill switch must not wait.
 * A registration already gone (the kill switch installed before the page listened for it) calls `whenGone`.
 */
export function askForNewWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker, whenGone?: () => void): void {
  if (!container?.controller) return;
  container
    .getRegistration()
    .then(async (registration) => {
      if (registration) await registration.update();
      else whenGone?.();
    })
    .catch(() => undefined);
}
