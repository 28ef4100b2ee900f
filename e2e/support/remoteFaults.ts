import type { APIRequestContext, Page, Route } from '@playwright/test';
import type { Area } from 'shared/routes';
import { ignoreWhenClosed } from './routeClosed';

/** The ways a remote can fail in front of a player, each injected on the remote's own published files. */
export type RemoteFault = 'unreachable' | 'manifest-500' | 'slow' | 'render-throws';

/**
 * Each of a slow remote's files answers this late. The area's files load one after another (manifest, entry,
 * module), so the area arrives after several times this: long after the frame check that runs meanwhile.
 */
export const SLOW_REMOTE_DELAY_MS = 4_000;

interface PinnedRemote {
  version: string;
  manifest: string;
}

interface RemoteManifest {
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

/** The folder the release manifest pins for an area, e.g. `/remotes/lobby/1.0.0/`. */
export async function pinnedFolder(request: APIRequestContext, area: Area): Promise<string> {
  const release = (await (await request.get('/m/remotes.json')).json()) as { remotes: Record<string, PinnedRemote> };
  const pinned = release.remotes[area];
  if (!pinned) throw new Error(`${area} is not in the release manifest`);
  return pinned.manifest.replace(/mf-manifest\.json$/, '');
}

/**
 * The URLs of the area's own script files an exposed module runs: its `__federation_expose_*` chunk and the
 * chunks the build split out of it (a screen's code can sit in a chunk it shares with the area's standalone
 * page or with another screen).
 */
async function exposeChunkUrls(request: APIRequestContext, folder: string, module: string): Promise<string[]> {
  const manifest = (await (await request.get(`${folder}mf-manifest.json`)).json()) as RemoteManifest;
  const sync = manifest.exposes.find((e) => e.path === module)?.assets.js.sync ?? [];
  if (!sync.some((file) => file.startsWith('__federation_expose_')))
    throw new Error(`no chunk of its own for ${module} in ${folder}mf-manifest.json`);
  return sync.map((file) => `${folder}${file}`);
}

/** While this page global is true, the screens of the faulty chunk throw when React renders them. */
const RENDER_FAULT_FLAG = '__remoteRenderFault';

/**
 * An exposed module's chunk with a prefix: every module factory the chunk registers still runs as built, but a
 * function it exports as `default` (the screen's React component) throws when rendered while the page's fault
 * flag is on, and renders as built once it is off. The fault is switched in the page, not in the file, because
 * the browser keeps the evaluated chunk (and its memory cache keeps the served body) for the page's lifetime:
 * what a retry can cure is a screen that throws under a passing condition, which is what the flag stands for.
 */
function throwOnRender(chunk: string): string {
  // `(self.x=self.x||[])`, or `(globalThis.x||=[])` where the build's browser targets have logical assignment.
  const global =
    /(?:self|globalThis)\.(\w+)(?:=(?:self|globalThis)\.\w+\|\||\|\|=)\[\]/.exec(chunk)?.[1] ??
    /(?:self|globalThis)\["([^"]+)"\]/.exec(chunk)?.[1];
  if (!global) throw new Error('cannot find the chunk loading global in the exposed chunk');
  const prefix = `(function () {
  var queue = (self[${JSON.stringify(global)}] = self[${JSON.stringify(global)}] || []);
  var register = queue.push;
  queue.push = function (item) {
    queue.push = register;
    var factories = item[1];
    Object.keys(factories).forEach(function (id) {
      var original = factories[id];
      factories[id] = function (module, exports, require) {
        var inner = { id: module.id, loaded: false, exports: {} };
        original.call(inner.exports, inner, inner.exports, require);
        var source = inner.exports;
        var screen = source && source.default;
        if (typeof screen !== 'function' || /^class\b/.test(Function.prototype.toString.call(screen)) || (screen.prototype && screen.prototype.isReactComponent)) { module.exports = source; return; }
        var faulty = {};
        Reflect.ownKeys(source).forEach(function (key) {
          if (key !== 'default') Object.defineProperty(faulty, key, { enumerable: true, get: function () { return source[key]; } });
        });
        Object.defineProperty(faulty, 'default', { enumerable: true, value: function RenderFault() {
          if (self[${JSON.stringify(RENDER_FAULT_FLAG)}]) throw new Error('fault injected: this screen throws while rendering');
          return screen.apply(this, arguments);
        } });
        module.exports = faulty;
      };
    });
    return register.apply(queue, arguments);
  };
})();
`;
  return prefix + chunk;
}

/**
 * A screen that throws is the fault here, not a changed file: the chunks the fault rewrites are loaded
 * without the `integrity` the remote's runtime (and the shell's preload) would give them, which would
 * otherwise refuse the rewritten bytes before any screen renders (release.spec.ts and
 * release-integrity.spec.ts test that refusal). Runs in the page, before its scripts.
 */
function uncheckedChunks(chunks: string[]): void {
  for (const proto of [HTMLScriptElement.prototype, HTMLLinkElement.prototype]) {
    const native = Object.getOwnPropertyDescriptor(proto, 'integrity');
    if (!native?.set) continue;
    const set = native.set;
    Object.defineProperty(proto, 'integrity', {
      ...native,
      set(this: HTMLScriptElement | HTMLLinkElement, value: string) {
        const url = this instanceof HTMLScriptElement ? this.src : this.href;
        if (!chunks.some((chunk) => url.endsWith(chunk))) set.call(this, value);
      },
    });
  }
}

/** What each fault does to one request for the remote's files. */
function faultHandler(fault: RemoteFault, exposeChunks: string[]): (route: Route) => Promise<void> {
  switch (fault) {
    case 'unreachable':
      return (route) => route.abort('connectionrefused');
    case 'manifest-500':
      return (route) =>
        route.request().url().endsWith('/mf-manifest.json')
          ? route.fulfill({ status: 500, body: 'Internal Server Error' })
          : route.continue();
    case 'slow':
      return async (route) => {
        await new Promise((resolve) => setTimeout(resolve, SLOW_REMOTE_DELAY_MS));
        await route.continue().catch(() => undefined);
      };
    case 'render-throws':
      return async (route) => {
        const url = route.request().url();
        if (!exposeChunks.some((chunk) => url.endsWith(chunk))) return route.continue();
        await route
          .fetch()
          .then(async (response) => route.fulfill({ response, body: throwOnRender(await response.text()) }))
          .catch(ignoreWhenClosed);
      };
  }
}

/**
 * A fault on an area's pinned remote, on until `clear()`: the page keeps running, nothing is reloaded. A remote
 * that is unreachable or fails its manifest fails for every version of the area (its fallback too, which a tree
 * built more than once has), as a down remote host does; a slow or throwing remote is the pinned version.
 */
export async function injectRemoteFault(page: Page, area: Area, module: string, fault: RemoteFault) {
  await page.addInitScript((flag) => Reflect.set(self, flag, true), RENDER_FAULT_FLAG);
  const folder = await pinnedFolder(page.request, area);
  const exposeChunks = await exposeChunkUrls(page.request, folder, module);
  if (fault === 'render-throws') await page.addInitScript(uncheckedChunks, exposeChunks);
  const faultyFolder = fault === 'unreachable' || fault === 'manifest-500' ? folder.replace(/[^/]+\/$/, '') : folder;
  const pattern = new RegExp(`^[^?#]*${faultyFolder.replace(/[.]/g, '\\.')}`);
  let active = true;
  const handle = faultHandler(fault, exposeChunks);
  await page.route(pattern, (route) => (active ? handle(route) : route.continue()));
  return {
    clear: async () => {
      active = false;
      await page.evaluate((flag) => Reflect.set(self, flag, false), RENDER_FAULT_FLAG);
    },
  };
}
