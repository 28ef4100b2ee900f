import { whenIdle } from '../federation/whenIdle';
import { askForNewWorker } from './askForNewWorker';
import { followWorkerRemoval } from './followWorkerRemoval';
import { currentArrival, whenPlayerStays } from './playerStays';
import { SERVICE_WORKER_SCOPE } from './workerProtocol';

/**
 * The service worker is started for a player who stays (./playerStays: a second screen, a reload or return, a
 * page a worker controls, the installed app), once the first screen is done with the network (`after`: its data
 * arrived and the footer's areas were warmed) and the browser is idle, by a chunk loaded only then
 * (./startServiceWorker runs when loaded): nothing of it is part of the first load, and its set-up never
 * competes with what the player waits for. A page a worker already controls asks for its successor at once, and
 * reloads if that successor is the kill switch.
 */
export function startServiceWorkerWhenIdle(after: Promise<unknown>): void {
  askForNewWorker(navigator.serviceWorker, followWorkerRemoval());
  const arrival = currentArrival(SERVICE_WORKER_SCOPE);
  void after.then(
    () => whenPlayerStays(() => whenIdle(() => void import(/* webpackChunkName: "service-worker" */ './startServiceWorker')), arrival),
    () => undefined,
  );
}
