// A remote's dev server in front of the composed site: everything the remote does not serve itself is
// proxied to the running site (npm start, port 8080 by default), and the release manifest is rewritten so
// the shell loads this remote from the dev server, with hot reload, and every other remote as deployed.
import { sha384Of } from '../release/integrity.mjs';

const SITE = process.env.COMPOSED_SITE_URL ?? 'http://127.0.0.1:8080';

export function composedSiteProxy({ area, port }) {
  return {
    setupMiddlewares(middlewares) {
      middlewares.unshift({
        name: 'release-manifest-override',
        path: '/m/remotes.json',
        async middleware(_req, res) {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-store');
          try {
            const deployed = await (await fetch(`${SITE}/m/remotes.json`)).json();
            // The page is served from this dev server, so its own files are site-relative; their hashes are
            // taken now, as the shell checks them like any release (a rebuild reloads the page).
            const own = (file) => fetch(`http://127.0.0.1:${port}/${file}`).then(async (r) => sha384Of(Buffer.from(await r.arrayBuffer())));
            const [manifestHash, entryHash] = await Promise.all([own('mf-manifest.json'), own('remoteEntry.js')]);
            deployed.remotes[area] = {
              version: '0.0.0-dev',
              manifest: '/mf-manifest.json',
              entry: '/remoteEntry.js',
              integrity: { manifest: manifestHash, entry: entryHash },
            };
            res.end(JSON.stringify(deployed));
          } catch (error) {
            res.statusCode = 502;
            res.end(JSON.stringify({ message: `The composed site is not running at ${SITE} (npm start): ${error}` }));
          }
        },
      });
      return middlewares;
    },
    proxy: [{ context: ['/m', '/wps', '/remotes'], target: SITE, changeOrigin: true }],
  };
}
