// The site server of the load run, in a process of its own so that its memory is its own: forked by
// renderLoad.mjs with --expose-gc. Renders the first view on the server (`ssr: true`), with the page cache
// `npm start` has or with none (`pageCacheMs: 0`: every request renders), with the limit of renders at once
// `npm start` has or another (`maxRenders`); answers each 'sample' message with its heap in use after a full
// collection and the pages it left to the browser past that limit.
import { createSiteServer } from '../site/serve.mjs';

const { deployDir, apiUrl, port, pageCacheMs, maxRenders } = JSON.parse(process.env.M_RENDER_SERVER ?? '{}');
const options = { deployDir, apiUrl, ssr: true, pageCacheMs, ...(maxRenders !== undefined && { maxRenders }) };
const app = await createSiteServer(options);
await app.listen({ port, host: '127.0.0.1' });

process.on('message', (message) => {
  if (message !== 'sample') return;
  globalThis.gc?.();
  process.send?.({ heapUsed: process.memoryUsage().heapUsed, overloaded: app.pageStats()?.overloaded ?? 0 });
});
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
process.send?.('ready');
