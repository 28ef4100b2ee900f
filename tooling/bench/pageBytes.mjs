// Home's HTML on the wire in gzip, as a guest gets it: the page a render sends for one request, and the page
// the site server keeps for a second and sends to the next guests (render/pageCache.mjs), compressed each its
// own way (render/pageResponse.mjs). The bench's site has a self-signed certificate: it is not checked here.
import { request } from 'node:https';

/** @param {string} url @returns {Promise<{ bytes: number, encoding: string | undefined }>} */
function gzipBytesOf(url) {
  return new Promise((resolve, reject) => {
    const asked = request(url, { headers: { 'accept-encoding': 'gzip' }, rejectUnauthorized: false }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] }));
      response.on('error', reject);
    });
    asked.on('error', reject);
    asked.end();
  });
}

/**
 * @param {string} origin  the server-rendered site
 * @param {{ keptForMs?: number }} [options]  how long the site keeps a page (npm start's default, 1 s)
 * @returns {Promise<{ renderedBytes: number, keptBytes: number }>}
 */
export async function homeHtmlGzipBytes(origin, { keptForMs = 1000 } = {}) {
  // Past the window of a page kept by the warm-up, so the first answer is rendered for this request.
  await new Promise((resolve) => setTimeout(resolve, keptForMs + 100));
  const rendered = await gzipBytesOf(`${origin}/m/home`);
  const kept = await gzipBytesOf(`${origin}/m/home`);
  if (rendered.encoding !== 'gzip' || kept.encoding !== 'gzip')
    throw new Error(`home was not sent in gzip (${rendered.encoding}, ${kept.encoding})`);
  return { renderedBytes: rendered.bytes, keptBytes: kept.bytes };
}
