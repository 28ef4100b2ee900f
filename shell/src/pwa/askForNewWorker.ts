/**
 * A page its worker controls asks the server for that worker's successor as the page starts (a new shell build,
 * the kill switch). The worker's own start waits for the first screen and an idle moment, and the browser's own
 * check for the network to go quiet: on a busy phone either can take a minute, and a kill switch must not wait.
 */
export function askForNewWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): void {
  if (!container?.controller) return;
  container
    .getRegistration()
    .then((registration) => registration?.update())
    .catch(() => undefined);
}
