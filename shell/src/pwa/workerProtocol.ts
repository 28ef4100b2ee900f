// Messages between the page and the service worker (shell/src/worker/sw.ts). Every message from the page carries
// a port for the answer.

/** Keep copies of files the page has loaded (`files`: remote versions; `pictures`: images). Answer: AdoptAnswer. */
export interface AdoptMessage {
  type: 'adopt';
  files: string[];
  pictures: string[];
  /**
   * The page's first report: the worker reads the release manifest again before it judges which versions to
   * keep, as a server-rendered page names its release in its HTML and never asks for the manifest itself.
   */
  firstOfPage?: boolean;
}
/** Which shell build the worker belongs to. Answer: VersionAnswer. */
export interface VersionMessage {
  type: 'version';
}
/** A waiting worker takes over now (the player asked for the new version). Answer: none. */
export interface TakeOverMessage {
  type: 'take-over';
}
export type PageMessage = AdoptMessage | VersionMessage | TakeOverMessage;

/** From the kill switch to every page: the site's worker is gone, and a page it still controls reloads. */
export interface WorkerRemovedMessage {
  type: 'worker-removed';
}

export interface AdoptAnswer {
  /** How many of the remote files the worker now holds. */
  kept: number;
}
export interface VersionAnswer {
  /** The shell's entry script of the worker's build, as ShellBuild.version. */
  version: string;
}

export const SERVICE_WORKER_URL = '/m/sw.js';
export const SERVICE_WORKER_SCOPE = '/m/';

/** The mark the page sets each time the worker has answered its report: it holds what the page had loaded, and would open it without a network. */
export const OFFLINE_READY_MARK = 'm:offline-ready';
