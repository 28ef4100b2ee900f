// A remote's dev server in front of the composed site: everything the remote does not serve itself is
// proxied to the running site (npm start, port 8080 by default), and the release manifest is rewritten so
// the shell loads this remote from the dev server, with hot reload, and every other remote as deployed.
const SITE = process.env.COMPOSED_SITE_URL ?? 'http://localhost:8080';

export function composedSiteProxy({ area, port }) {
  return {
    setupMiddlewares(middlewares, devServer) {
      devServer.app.get('/m/remotes.json', async (_req, res) => {
        try {
          const deployed = await (await fetch(`${SITE}/m/remotes.json`)).json();
          deployed.remotes[area] = { ...deployed.remotes[area], version: 'dev', manifest: `http://localhost:${port}/mf-manifest.json` };
          res.setHeader('Cache-Control', 'no-store');
          res.json(deployed);
        } catch (error) {
          res.status(502).json({ message: `The composed site is not running at ${SITE} (npm start): ${error}` });
        }
      });
      return middlewares;
    },
    proxy: [{ context: ['/m', '/wps', '/remotes'], target: SITE, changeOrigin: true }],
  };
}
