// The edge's nginx configuration, written from the same sources as the site server's own answers: the
// security headers (contentSecurityPolicy.mjs), which files are versioned (immutable) and which are not, and
// the paths the site server answers itself (pages, /wps, the release reports, the session hand-over, CSP
// reports). nginx terminates TLS, speaks HTTP/2, serves the deploy tree's files with their precompressed
// `.br`/`.gz` copies (precompress.mjs), and passes everything else to the pool of site-server workers.
import { STATIC_SECURITY_HEADERS, CSP_REPORT_PATH } from '../site/contentSecurityPolicy.mjs';
import { SESSION_COOKIE, SESSION_ENDPOINT } from '../site/sessionCookie.mjs';
import { HASHED_FILE, NEVER_SERVED } from '../site/staticFiles.mjs';

/**
 * The cookies a guest's page varies by besides its address and encoding: language and theme
 * (shared/src/storage/preferenceCookies.ts). A request with the session cookie is never answered from the cache.
 */
export const PAGE_VARIANT_COOKIES = ['m_lang', 'm_theme'];

/** How long nginx leaves out a worker that failed to answer (passive health check). */
export const FAIL_TIMEOUT_S = 3;

export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Compressed per request when a file has no copy of its own: the files releases rewrite in place (small), and
 * files of versions published before copies were written.
 */
export const COMPRESSED_PER_REQUEST = [
  'application/json',
  'application/manifest+json',
  'application/javascript',
  'text/css',
  'image/svg+xml',
];

/**
 * @typedef {{ host: string, port: number }} Upstream
 * @typedef {{
 *   prefix: string, deployDir: string, port: number, workers: readonly Upstream[],
 *   certificate: { cert: string, key: string }, brotliModule?: string | null, user?: string,
 * }} EdgeOptions
 */

const quote = (/** @type {string} */ value) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

/** The `add_header` lines every file nginx serves itself carries (nginx drops a parent's when a block adds its own). */
function fileHeaders(/** @type {string[]} */ extra = []) {
  return [...Object.entries(STATIC_SECURITY_HEADERS).map(([name, value]) => `add_header ${name} ${quote(value)} always;`), ...extra];
}

const indent = (/** @type {string[]} */ lines, /** @type {number} */ depth) => lines.map((line) => `${'  '.repeat(depth)}${line}`);

/** A location that serves the deploy tree's files: versioned ones for a year, the others revalidated each time. */
function fileLocation(/** @type {string} */ match, /** @type {string[]} */ extra = []) {
  return [
    `location ${match} {`,
    ...indent(
      [
        // A path that is no file is a page (a deep link): the site server renders it.
        'try_files $uri @site;',
        ...fileHeaders([...extra, 'add_header Cache-Control "no-cache" always;']),
        `location ~ '${HASHED_FILE.source}' {`,
        '  try_files $uri =404;',
        ...indent(fileHeaders([...extra, 'add_header Cache-Control "public, max-age=31536000, immutable" always;']), 1),
        '}',
      ],
      1,
    ),
    '}',
  ];
}

/**
 * Pages: a guest's page the workers mark cacheable (`X-Accel-Expires`, a whole page the same for every device)
 * is answered from nginx's cache for that long; one request at a time asks a worker for a missing page. A page
 * streamed as it renders (`X-Accel-Buffering: no`) is passed on as it comes.
 */
const pageCaching = [
  'proxy_cache pages;',
  `proxy_cache_key "$scheme|$http_host|$request_uri|${PAGE_VARIANT_COOKIES.map((name) => `$cookie_${name}`).join('|')}|$page_encoding";`,
  'proxy_cache_lock on;',
  'proxy_cache_lock_timeout 2s;',
  `proxy_cache_bypass $cookie_${SESSION_COOKIE};`,
  `proxy_no_cache $cookie_${SESSION_COOKIE};`,
  // The key above names what a page varies by: the workers' `Vary: Cookie` would make each visitor's own copy.
  // Their `Cache-Control: no-cache` is for browsers (nginx 1.22 lets it override X-Accel-Expires).
  'proxy_ignore_headers Vary Cache-Control;',
  'add_header X-Cache $upstream_cache_status always;',
];

/** A page request as the workers see it: with the encoding its cache key names, nothing else the client accepts. */
const pageEncodingHeader = 'proxy_set_header Accept-Encoding $page_encoding;';

/**
 * The backend's answers and the release endpoints as the workers see them: asked uncompressed, so a worker sends
 * each whole with its length in one write (tooling/site/backendProxy.mjs), which a worker dying cannot cut; nginx
 * compresses them (a worker's compression streams an answer past a few KB in pieces).
 */
const identityEncodingHeader = 'proxy_set_header Accept-Encoding "";';

const proxy = [
  'proxy_pass http://site;',
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Host $http_host;',
  // Set, not appended: what a client sends in these is never passed on.
  'proxy_set_header X-Forwarded-For $remote_addr;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  'proxy_set_header X-Forwarded-Host $http_host;',
];

/**
 * nginx.conf for the edge.
 * @param {EdgeOptions} options
 */
export function nginxConfig({ prefix, deployDir, port, workers, certificate, brotliModule = BROTLI_STATIC_MODULE, user }) {
  if (!workers.length) throw new Error('the edge needs at least one site-server worker');
  const lines = [
    ...(brotliModule ? [`load_module ${brotliModule};`] : []),
    ...(user ? [`user ${user};`] : []),
    'worker_processes auto;',
    'daemon off;',
    'master_process on;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 4096; }',
    'http {',
    ...indent(
      [
        'include /etc/nginx/mime.types;',
        'default_type application/octet-stream;',
        'types { application/manifest+json webmanifest; }',
        'access_log off;',
        'server_tokens off;',
        'sendfile on;',
        'tcp_nopush on;',
        'keepalive_timeout 30s;',
        // A client that neither sends nor reads for this long is closed, as the site server does.
        'client_body_timeout 30s;',
        'send_timeout 30s;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${prefix}/tmp/${kind};`),
        // Files carry their compressed copies; the few files rewritten by releases are compressed per request.
        'gzip_static on;',
        ...(brotliModule ? ['brotli_static on;'] : []),
        'gzip on;',
        `gzip_types ${COMPRESSED_PER_REQUEST.join(' ')};`,
        'gzip_min_length 1024;',
        'gzip_vary on;',
        // Passive health checks: a worker that fails to answer is left out for a while, and a request it could not
        // take (refused, reset before an answer, timed out) is tried on another.
        'upstream site {',
        ...indent(
          workers.map(({ host, port: workerPort }) => `server ${host}:${workerPort} max_fails=1 fail_timeout=${FAIL_TIMEOUT_S}s;`),
          1,
        ),
        '  keepalive 64;',
        '}',
        `proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=pages:10m max_size=64m inactive=10s use_temp_path=off;`,
        // The encoding a page is asked for and kept in (a worker compresses pages itself): Brotli when accepted
        // without a weight, else gzip; the workers are told only this, so a kept page fits every request of its key.
        'map $http_accept_encoding $page_encoding {',
        "  '~*(^|[\\s,])br\\s*(,|$)' br;",
        '  ~*gzip gzip;',
        '  default identity;',
        '}',
        'proxy_next_upstream error timeout http_502 http_503;',
        'proxy_next_upstream_tries 3;',
        'proxy_connect_timeout 2s;',
        'proxy_read_timeout 30s;',
        'server {',
        ...indent(
          [
            `listen ${port} ssl http2;`,
            `listen [::]:${port} ssl http2;`,
            `ssl_certificate ${certificate.cert};`,
            `ssl_certificate_key ${certificate.key};`,
            'ssl_protocols TLSv1.2 TLSv1.3;',
            'ssl_session_cache shared:tls:10m;',
            'ssl_session_timeout 1h;',
            `root ${deployDir};`,
            'client_max_body_size 1m;',
            // The release state (.release: lock, audit log, tokens), the registry and the server builds are never served.
            'location ~ /\\. { return 404; }',
            ...NEVER_SERVED.map((file) => `location = ${file} { return 404; }`),
            'location ~ ^/remotes/[^/]+/[^/]+/server/ { return 404; }',
            // The site server answers these itself: pages (streamed as they render), the backend, reports, the session.
            'location @site {',
            ...indent([...proxy, pageEncodingHeader, ...pageCaching], 1),
            '}',
            ...['= /', '= /m/', '= /m/index.html', '= /robots.txt'].flatMap((match) => [
              `location ${match} {`,
              ...indent([...proxy, pageEncodingHeader, ...pageCaching], 1),
              '}',
            ]),
            ...['/wps/', '/__release/', `= ${SESSION_ENDPOINT}`, `${CSP_REPORT_PATH.replace(/[^/]+$/, '')}`].flatMap((match) => [
              `location ${match} {`,
              ...indent([...proxy, identityEncodingHeader], 1),
              '}',
            ]),
            ...fileLocation('/remotes/', ['add_header Access-Control-Allow-Origin "*" always;']),
            ...fileLocation('/'),
          ],
          1,
        ),
        '}',
      ],
      1,
    ),
    '}',
  ];
  return `${lines.join('\n')}\n`;
}
