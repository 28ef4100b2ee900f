/** A resource the page loaded, as the Resource Timing API lists it. */
export interface LoadedResource {
  name: string;
  initiatorType: string;
}

/** `/remotes/<area>/<version>/…`: a file of a published remote version. */
const REMOTE_FILE = /^\/remotes\/[^/]+\/[^/]+\/./;
const PICTURE = /\.(png|jpe?g|gif|webp|avif|svg)$/i;

function pathOf(href: string): string | undefined {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What of the page's loads the service worker may keep: remote version files and pictures (an `<img>`, or a
 * picture a style sheet or preload asked for). The shell's own files are already kept by the worker's install.
 */
export function keepableLoads(resources: readonly LoadedResource[]): { files: string[]; pictures: string[] } {
  const files = new Set<string>();
  const pictures = new Set<string>();
  for (const { name, initiatorType } of resources) {
    const path = pathOf(name);
    if (path === undefined) continue;
    if (REMOTE_FILE.test(path)) files.add(name);
    else if (initiatorType === 'img' || initiatorType === 'image' || PICTURE.test(path)) pictures.add(name);
  }
  return { files: [...files], pictures: [...pictures] };
}
