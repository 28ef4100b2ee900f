// A remote's dev server in front of the composed site: everything the remote does not serve itself is proxied to
// the running site (npm start, port 8080 by default; COMPOSED_SITE_URL overrides), and every page the developer
// opens through it runs this area from the dev server, with hot reload, and every other area as deployed:
// - a page the site server renders names this build in `X-M-Dev-Remotes` (a site server with dev areas on,
//   `DEV_AREAS=1 npm start`, renders the frame and leaves this area to the browser: tooling/site/devRemotes.mjs);
// - the release manifest the browser fetches for a page it renders alone names this build.
import { DEV_REMOTES_HEADER } from '../site/devRemotes.mjs';
import { devBuildRelease } from './dev-build-release.mjs';

/** Where the composed site runs. */
export const composedSiteUrl = () => process.env.COMPOSED_SITE_URL ?? 'http://127.0.0.1:8080';

/** What the composed site answers; the dev server's own files (its build, its standalone page) come first. */
export const SITE_PATHS = ['/m', '/wps', '/remotes', '/__release', '/__session', '/__csp', '/robots.txt'];

/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */

const isPageRequest = (/** @type {Request} */ req) => req.method === 'GET' && /text\/html/.test(req.headers.accept ?? '');

/** @param {{ area: string }} options */
export function composedSiteProxy({ area }) {
  const site = composedSiteUrl();
  let toldUnused = false;
  return {
    /**
     * @param {{ name: string, path?: string, middleware: (req: Request, res: Response, next: () => void) => unknown }[]} middlewares
     * @param {Parameters<typeof devBuildRelease>[0]} devServer
     */
    setupMiddlewares(middlewares, devServer) {
      const devRelease = devBuildRelease(devServer);
      middlewares.unshift(
        {
          name: 'release-manifest-override',
          path: '/m/remotes.json',
          async middleware(_req, res) {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-store');
            let deployed;
            try {
              deployed = await (await fetch(`${site}/m/remotes.json`)).json();
            } catch (error) {
              res.statusCode = 502;
              res.end(JSON.stringify({ message: `The composed site is not running at ${site} (npm start): ${error}` }));
              return;
            }
            try {
              deployed.remotes[area] = await devRelease();
              res.end(JSON.stringify(deployed));
            } catch (error) {
              res.statusCode = 503;
              res.end(JSON.stringify({ message: `The ${area} dev build is not ready: ${error}` }));
            }
          },
        },
        {
          name: 'dev-build-of-pages',
          async middleware(req, _res, next) {
            // Only this dev server names a build: never a header a client sent it.
            delete req.headers[DEV_REMOTES_HEADER];
            if (isPageRequest(req)) {
              try {
                req.headers[DEV_REMOTES_HEADER] = JSON.stringify({ [area]: await devRelease() });
              } catch (error) {
                console.error(`${area} dev server: no build to name yet: ${error}`);
              }
            }
            next();
          },
        },
      );
      return middlewares;
    },
    proxy: [
      {
        context: SITE_PATHS,
        target: site,
        changeOrigin: true,
        on: {
          /** A page the site server rendered with the deployed area: say once how to start it so that it uses this build. */
          proxyRes(/** @type {{ headers: Record<string, unknown> }} */ proxyRes, /** @type {{ headers: Record<string, unknown> }} */ req) {
            const page = /text\/html/.test(String(proxyRes.headers['content-type'] ?? ''));
            if (toldUnused || !page || !req.headers[DEV_REMOTES_HEADER] || proxyRes.headers[DEV_REMOTES_HEADER]) return;
            toldUnused = true;
            console.warn(
              `\n  ${area} dev server: the composed site at ${site} runs without dev areas, so the pages it renders show the ` +
                `deployed ${area}, not this build.\n  Start it with \`DEV_AREAS=1 npm start\` (docs/developing.md, "Working on one area").\n`,
            );
          },
        },
      },
    ],
  };
}
