// The shell build this worker belongs to, which the build writes into the worker in place of the global read
// below (tooling/rspack/service-worker.mjs): every shell build makes a worker of its own bytes, which is how
// browsers find a new version.

export interface PrecacheEntry {
  url: string;
  /** null for files whose name carries their content hash; a content hash otherwise. */
  revision: string | null;
  integrity?: string;
}

export interface ShellBuild {
  /** The shell's entry script (`/m/static/main.<hash>.js`): a page and a worker of the same build name the same one. */
  version: string;
  /** The shell's page as the browser renders it alone, shown for any page when there is no network. */
  offlinePage: string;
  /** Every file of the shell's build the worker keeps: the offline page, the theme script, scripts and styles. */
  precache: PrecacheEntry[];
}

declare const self: ServiceWorkerGlobalScope & { __M_SHELL_BUILD: ShellBuild };

export const shellBuild: ShellBuild = self.__M_SHELL_BUILD;
