// The Content-Security-Policy of the served site, computed from what is deployed: the release manifest
// (where remote code comes from), the registry (published versions a preview may load) and the run-time
// config (API base, image content bases, game-launcher origins). Pure: inputs in, header value out.

/** Players' video banners are embedded from YouTube (mfe-lobby and mfe-promotions build these URLs). */
export const VIDEO_EMBED_ORIGINS = Object.freeze(['https://www.youtube.com', 'https://www.youtube-nocookie.com']);

/** Where CSP violation reports go: the site server records them (tooling/site/securityHeaders.mjs). */
export const CSP_REPORT_PATH = '/__csp/report';

/**
 * The origin of `url`, or null when it is relative (the site's own origin, `'self'`) or not http(s).
 * @param {unknown} url
 * @returns {string | null}
 */
export function originOf(url) {
  if (typeof url !== 'string' || url.trim() === '') return null;
  if (!/^https?:\/\//i.test(url.trim()) && !url.trim().startsWith('//')) return null;
  try {
    const parsed = new URL(url.trim().startsWith('//') ? `https:${url.trim()}` : url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** @param {Iterable<unknown>} urls */
function originsOf(urls) {
  const origins = new Set();
  for (const url of urls) {
    const origin = originOf(url);
    if (origin) origins.add(origin);
  }
  return [...origins].sort();
}

/** Every manifest and entry URL of a release manifest, pins and their fallbacks. */
function manifestUrls(manifest) {
  const urls = [];
  const remotes = manifest && typeof manifest === 'object' ? manifest.remotes : null;
  for (const pin of Object.values(remotes && typeof remotes === 'object' ? remotes : {})) {
    for (const entry of [pin, pin && typeof pin === 'object' ? pin.fallback : null]) {
      if (entry && typeof entry === 'object') urls.push(entry.manifest, entry.entry);
    }
  }
  return urls;
}

/** Every manifest and entry URL of the published versions in the registry (what a preview may load). */
function registryUrls(registry) {
  const urls = [];
  const remotes = registry && typeof registry === 'object' ? registry.remotes : null;
  for (const area of Object.values(remotes && typeof remotes === 'object' ? remotes : {})) {
    const versions = area && typeof area === 'object' ? area.versions : null;
    for (const version of Object.values(versions && typeof versions === 'object' ? versions : {})) {
      if (version && typeof version === 'object') urls.push(version.manifest, version.entry);
    }
  }
  return urls;
}

const list = (value) => (Array.isArray(value) ? value : []);

/**
 * The origins the policy is made of.
 * @param {{ manifest?: unknown, registry?: unknown, config?: unknown }} inputs parsed remotes.json, registry.json, config.json
 */
export function policySources({ manifest, registry, config } = {}) {
  /** @type {Record<string, unknown>} */
  const cfg = config && typeof config === 'object' ? { ...config } : {};
  const remotes = originsOf([...manifestUrls(manifest), ...registryUrls(registry)]);
  const api = originsOf([cfg.apiBase]);
  const images = originsOf(list(cfg.imageBases));
  // Game URLs come from the backend's launch call: the API's own origin (dev-api serves them under /wps)
  // and any launcher origin the deployment names.
  const launchers = originsOf([cfg.apiBase, ...list(cfg.launcherOrigins)]);
  return { remotes, api, images, launchers };
}

/**
 * The Content-Security-Policy header value.
 * - Scripts only from the site itself and the remote origins: no inline script, no eval.
 * - Styles likewise; no inline `<style>` and no `style="..."` markup (React sets styles through the CSSOM,
 *   which CSP does not govern).
 * - Game launchers and video embeds are the only other origins, and only as frames.
 * @param {{ manifest?: unknown, registry?: unknown, config?: unknown, reportUri?: string | null }} inputs
 */
export function buildContentSecurityPolicy({ manifest, registry, config, reportUri = CSP_REPORT_PATH } = {}) {
  const { remotes, api, images, launchers } = policySources({ manifest, registry, config });
  const self = ["'self'"];
  const directives = [
    ['default-src', self],
    ['script-src', [...self, ...remotes]],
    ['style-src', [...self, ...remotes]],
    ['font-src', [...self, ...remotes]],
    // The remotes' manifests are fetched; the API is called.
    ['connect-src', [...self, ...remotes, ...api]],
    // Raster data: images are what the HTML sanitiser keeps.
    ['img-src', [...self, 'data:', ...remotes, ...api, ...images]],
    // Video banners play files from any https host (they are media, never script).
    ['media-src', [...self, 'https:']],
    ['frame-src', [...self, ...launchers, ...VIDEO_EMBED_ORIGINS]],
    ['worker-src', self],
    ['manifest-src', self],
    ['object-src', ["'none'"]],
    ['base-uri', self],
    ['form-action', self],
    ['frame-ancestors', self],
  ];
  if (reportUri) directives.push(['report-uri', [reportUri]]);
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');
}

/** The other security headers every response carries. */
export const STATIC_SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
});
