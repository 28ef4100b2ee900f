// How a server-rendered page goes to one client. The render never waits on the client: what it writes is
// handed on at once (a page is at most a few hundred KB, so a client that reads slowly or not at all holds
// only its own socket's buffers until the server's socket time-out closes it), and a client that has gone
// makes the rest a no-op. The page is compressed here (Brotli or gzip), once: a page whole within its hold in one
// piece, at once; a slower one streamed, its head flushed before the body once the hold has passed, so the
// browser starts on the scripts the head names while the server renders.
import { negotiate } from '@fastify/accept-negotiator';
import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, createBrotliCompress, createGzip, gzip, gzipSync } from 'node:zlib';

/** @typedef {'br' | 'gzip' | 'identity'} PageEncoding */

/**
 * Brotli's quality for pages: at 5 a page costs about the CPU of gzip's default level and is about 13 % smaller
 * (home: 14.2 KB against 16.3 KB, 1.2 against 1.1 ms here); the qualities above 6 cost ten times as much.
 */
export const PAGE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
/** Gzip's level for pages: 7 costs 0.1 ms more than the default 6 on home (1.0 → 1.1 ms) for 0.6 % fewer bytes. */
export const PAGE_GZIP = { level: 7 };

/**
 * A kept page's forms are made once for every request that gets the page while it is kept: a little more
 * compression pays there (home: gzip 11.93 → 11.91 KB, Brotli 10.92 → 10.84 KB, each for about 0.5 ms more in the
 * thread pool). Brotli's qualities from 9 on cost ten to eighty times as much.
 */
export const KEPT_PAGE_GZIP = { level: 9 };
export const KEPT_PAGE_BROTLI = { params: { ...PAGE_BROTLI.params, [constants.BROTLI_PARAM_QUALITY]: 7 } };

const brotliInPool = promisify(brotliCompress);
const gzipInPool = promisify(gzip);

/**
 * A whole page in `encoding` (Brotli or gzip), compressed in the thread pool: a kept page's forms
 * (render/pageCache.mjs, `kept`), and a page too large to compress on the server's thread.
 * @param {Buffer} page
 * @param {'br' | 'gzip'} encoding
 * @param {{ kept?: boolean }} [options]
 * @returns {Promise<Buffer>}
 */
export function encodedInPool(page, encoding, { kept = false } = {}) {
  if (encoding === 'br') return brotliInPool(page, kept ? KEPT_PAGE_BROTLI : PAGE_BROTLI);
  return gzipInPool(page, kept ? KEPT_PAGE_GZIP : PAGE_GZIP);
}

/**
 * Pages up to this size are compressed on the server's thread (home is about 83 KB: 1 ms); a larger one, which
 * would hold every other request up for as long, in the thread pool.
 */
const ONE_PIECE_ON_THREAD_BYTES = 256 * 1024;

/**
 * A page held until it was whole (see `openPageResponse`), in `encoding`. On the server's thread it costs about
 * 1.0 ms of CPU for home in Brotli, against 1.6 ms through a compression stream, whose work is handed to the
 * thread pool and back in pieces.
 * @param {Buffer} page
 * @param {PageEncoding} encoding
 * @returns {Buffer | Promise<Buffer>}
 */
function encodedWholePage(page, encoding) {
  if (encoding === 'identity') return page;
  if (page.length > ONE_PIECE_ON_THREAD_BYTES) return encodedInPool(page, encoding);
  return encoding === 'br' ? brotliCompressSync(page, PAGE_BROTLI) : gzipSync(page, PAGE_GZIP);
}

/**
 * The encoding a page goes out in for a request's `Accept-Encoding`: Brotli when accepted, else gzip, else none.
 * @param {string | undefined} acceptEncoding
 * @returns {PageEncoding}
 */
export function pageEncoding(acceptEncoding) {
  const chosen = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip', 'identity']) : undefined;
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

/**
 * Headers every page response has, streamed or reused. A `personal` page (a signed-in player's) may be kept by
 * the player's own browser only.
 * @param {import('fastify').FastifyReply} reply
 * @param {PageEncoding} encoding
 * @param {{ personal?: boolean }} [options]
 */
export function pageHeaders(reply, encoding, { personal = false } = {}) {
  reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', personal ? 'private, no-cache' : 'no-cache')
    .header('Vary', 'Accept-Encoding, Cookie');
  // A response that names its encoding is passed on as it is by the site's compression.
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
}

/**
 * Starts a streamed page on `reply`. Writes never wait and never throw; `flush` sends what was written so far
 * through the compressor (the head, before the body is rendered).
 *
 * `holdMs`: nothing leaves, not even the status line, until the page has ended or this long has passed; a page
 * rendered within it goes out in one piece. An edge in front asks another worker again when this one dies
 * before its first byte, which it cannot do once a page has begun; past the hold the head goes first, so the
 * browser fetches the page's files while the body waits on slow reads.
 * @param {import('fastify').FastifyReply} reply
 * @param {PageEncoding} encoding
 * @param {{ personal?: boolean, holdMs?: number }} [options]
 */
export function openPageResponse(reply, encoding, { personal, holdMs = 0 } = {}) {
  /** @type {import('node:stream').Transform | undefined} */
  let body;
  /** @type {Buffer[] | undefined} what was written while the page is held */
  let held;
  const open = () => {
    body = encoding === 'br' ? createBrotliCompress(PAGE_BROTLI) : encoding === 'gzip' ? createGzip(PAGE_GZIP) : new PassThrough();
    // A client that leaves closes the response, which destroys this stream: what is left is dropped.
    body.on('error', () => undefined);
    pageHeaders(reply, encoding, { personal });
    // Passed on as it comes by an edge in front (tooling/edge), which otherwise holds a response in its buffers.
    reply.header('X-Accel-Buffering', 'no');
    reply.send(body);
  };
  const writable = () => body !== undefined && !body.destroyed && !body.writableEnded;
  const write = (/** @type {string | Buffer} */ chunk) => {
    if (held) held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    else if (writable()) body?.write(chunk);
  };
  const flush = () => {
    if (!held && writable() && body && 'flush' in body) /** @type {{ flush(): void }} */ (body).flush();
  };
  /** Ends the hold: what was written so far leaves now, and every later write as it comes. */
  const letGo = () => {
    if (!held) return;
    const chunks = held;
    held = undefined;
    clearTimeout(holding);
    open();
    if (chunks.length > 0) write(Buffer.concat(chunks));
  };
  /** @type {NodeJS.Timeout | undefined} */
  let holding;
  if (holdMs > 0) {
    held = [];
    holding = setTimeout(() => {
      letGo();
      flush();
    }, holdMs).unref();
  } else open();
  return {
    write,
    flush,
    /** @param {string | Buffer} chunk */
    end(chunk) {
      write(chunk);
      if (held) {
        // Whole within the hold: the page leaves in one piece, compressed at once.
        const page = Buffer.concat(held);
        held = undefined;
        clearTimeout(holding);
        pageHeaders(reply, encoding, { personal });
        // A client that left meanwhile makes the send a no-op; a page that could not be compressed goes as it is.
        void Promise.resolve(encodedWholePage(page, encoding)).then(
          (bytes) => reply.send(bytes),
          () => reply.removeHeader('Content-Encoding').send(page),
        );
        return;
      }
      if (writable()) body?.end();
    },
  };
}
