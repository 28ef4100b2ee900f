// The worker's caches. Every name starts with `m-`, which is how the kill switch (killSwitch.ts) finds them.
export const CACHE_PREFIX = 'm-';

/** The shell of the worker's own build (Workbox precache: `m-shell-<scope>`). */
export const SHELL_CACHE_PARTS = { prefix: 'm', precache: 'shell', suffix: '' } as const;
/** Files of the remote versions the release names, kept while it names them. */
export const REMOTES_CACHE = 'm-remotes';
/** The release manifest, the config and the published versions: the last answers, for when there is no network. */
export const RELEASE_CACHE = 'm-release';
/** The release scripts server-rendered pages name, the few most recent. */
export const RELEASE_SCRIPTS_CACHE = 'm-release-scripts';
/** Game, banner and logo pictures, bounded in number and age. */
export const PICTURES_CACHE = 'm-pictures';
