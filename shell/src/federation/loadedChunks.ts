/**
 * Rspack names a remote's chunk-loading global `rspackChunk<uniqueName>`, and tooling/rspack/remote.mjs sets
 * `uniqueName` to the container name. The global outlives the container: chunks pushed into it are installed by
 * the next instance of the same container without being fetched again.
 */
export const chunkLoadingGlobal = (container: string) => `rspackChunk${container}`;

/** Drop the chunks a container has loaded, so its next instance fetches and evaluates them afresh. */
export function forgetLoadedChunks(container: string, scope: object = globalThis): void {
  Reflect.deleteProperty(scope, chunkLoadingGlobal(container));
}
