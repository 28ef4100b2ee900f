#!/usr/bin/env node
// pnpm release <publish|pin|rollback|promote|abort|status|token|serve> ... : see docs/releasing.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEPLOY_DIR } from '../rspack/paths.mjs';
import { formatAudit, readAudit } from './audit.mjs';
import { releaseClient } from './client.mjs';
import { releaseFiles } from './files.mjs';
import { LockTimeoutError } from './lock.mjs';
import { areaOf, publish } from './publish.mjs';
import { ReleaseError, abort, pin, promote, rollback, status } from './release.mjs';
import { formatStatus } from './statusTable.mjs';
import { SHELL } from './shell.mjs';
import { formatVerify, verifyLive } from './verifyLive.mjs';
import { formatTokenList } from './tokenTable.mjs';
import { TokenError, addToken, defaultTokensFile, readTokens, revokeToken, rotateToken } from './tokens.mjs';
import { BindingError, serviceBinding } from './serviceBinding.mjs';

const USAGE = `usage:
  pnpm release publish mfe-<area>|shell [--version X.Y.Z] [--source DIR]   build and record a new version
  pnpm release pin <area>@<version> [--canary PCT [--margin PTS] [--min-sample N] [--lcp-margin PCT] [--inp-limit MS] [--cls-limit N]]
                                                 give players that version (or that share of them)
  pnpm release pin shell@<version>               give every player that shell build (also: pin shell <version>)
  pnpm release promote <area> | abort <area>     end a canary: everyone gets it, or nobody does
  pnpm release rollback <area>|shell             back to the previous pin
  pnpm release status [--history | --verify]     pins, canaries and their failure rates; --history: the audit log;
                                                 --verify: re-check every file of each pinned, fallback and canary version
  pnpm release token add <name> --areas lobby,promotions|all   make a release-service token (shown once)
  pnpm release token list | rotate <name> | revoke <name>      the tokens (never their secrets); a new secret
                                                 for the same areas (shown once); remove one
  pnpm release serve [--port 8600] [--host 127.0.0.1] [--tls-cert FILE --tls-key FILE] [--trust-proxy] [--insecure-bind]
                    [--console-dir DIR]          run the release service on this deploy tree, and the release console
                                                 at /console/ (from console/dist, or DIR); another host than
                                                 loopback needs TLS (or --insecure-bind: tokens in clear text)
  --server URL (with RELEASE_TOKEN) runs publish, pin, rollback, promote, abort and status through a release service.
  --deploy-dir DIR, or DEPLOY_DIR, picks the deploy tree (default ./deploy); --tokens FILE the token file.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    version: { type: 'string' },
    source: { type: 'string' },
    'deploy-dir': { type: 'string' },
    server: { type: 'string' },
    canary: { type: 'string' },
    margin: { type: 'string' },
    'lcp-margin': { type: 'string' },
    'inp-limit': { type: 'string' },
    'cls-limit': { type: 'string' },
    'min-sample': { type: 'string' },
    history: { type: 'boolean' },
    verify: { type: 'boolean' },
    areas: { type: 'string' },
    tokens: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string' },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
    'insecure-bind': { type: 'boolean' },
    'trust-proxy': { type: 'boolean' },
    'console-dir': { type: 'string' },
    help: { type: 'boolean' },
  },
});
const [command, target, extra] = positionals;
const deployDir = path.resolve(values['deploy-dir'] ?? DEPLOY_DIR);
const tokensFile = path.resolve(values.tokens ?? defaultTokensFile(deployDir));
const invocation = ['pnpm release', ...process.argv.slice(2)].join(' ');

/** @param {string | undefined} value @param {string} flag */
function number(value, flag) {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new ReleaseError(`${flag} takes a number, not '${value}'`);
  return n;
}

/** @param {any} manifest @param {string} area */
function pinLine(manifest, area) {
  const pinned = area === SHELL ? manifest.shell : manifest.remotes[area];
  const canary = pinned.canary ? `; canary ${pinned.canary.version} to ${pinned.canary.percent} % of players` : '';
  // The shell's fallback is a version; an area's, a release.
  const fallback = typeof pinned.fallback === 'string' ? pinned.fallback : pinned.fallback?.version;
  return `${area}@${pinned.version}${fallback ? ` (fallback ${fallback})` : ''}${canary}: players get it on their next page load`;
}

async function run() {
  const client = values.server ? releaseClient({ server: values.server, token: process.env.RELEASE_TOKEN }) : null;
  const area = target?.replace(/^mfe-/, '');
  switch (command) {
    case 'publish': {
      if (!target) break;
      if (!client) {
        publish({ deployDir, remote: target, version: values.version, sourceDir: values.source, command: invocation });
        return;
      }
      // Build into a scratch tree on this machine, then upload the version folder.
      const scratch = mkdtempSync(path.join(tmpdir(), 'm-publish-'));
      try {
        const record = publish({
          deployDir: scratch,
          remote: target,
          version: values.version,
          sourceDir: values.source,
          command: invocation,
        });
        await client.publish(areaOf(target), record.version, releaseFiles(scratch).versionDir(areaOf(target), record.version));
        console.log(`uploaded ${areaOf(target)}@${record.version} to ${values.server}`);
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
      return;
    }
    case 'pin': {
      // `pin shell 1.1.0` reads as `pin shell@1.1.0`.
      const match = /^([a-z]+)@(\S+)$/.exec(target === SHELL && extra ? `${SHELL}@${extra}` : (target ?? ''));
      if (!match) break;
      const [, area = '', version = ''] = match;
      const percent = number(values.canary, '--canary');
      const canary =
        percent === undefined
          ? undefined
          : {
              percent,
              margin: number(values.margin, '--margin'),
              minSample: number(values['min-sample'], '--min-sample'),
              lcpMargin: number(values['lcp-margin'], '--lcp-margin'),
              inpLimit: number(values['inp-limit'], '--inp-limit'),
              clsLimit: number(values['cls-limit'], '--cls-limit'),
            };
      const manifest = client
        ? (await client.pin(area, version, canary && JSON.parse(JSON.stringify(canary)))).manifest
        : pin({ deployDir, area, version, canary, command: invocation });
      console.log(`${canary ? 'started a canary' : 'pinned'} ${pinLine(manifest, area)}`);
      return;
    }
    case 'rollback':
    case 'promote':
    case 'abort': {
      if (!area) break;
      const run = { rollback, promote, abort }[command];
      const manifest = client ? (await client[command](area)).manifest : run({ deployDir, area, command: invocation });
      if (command === 'rollback')
        console.log(`rolled back ${area} to ${(area === SHELL ? manifest.shell : manifest.remotes[area]).version}`);
      else console.log(`${command === 'promote' ? 'promoted the canary of' : 'aborted the canary of'} ${pinLine(manifest, area)}`);
      return;
    }
    case 'status':
      if (values.verify) {
        if (client) throw new ReleaseError('status --verify reads the deploy tree: run it where the tree is (--deploy-dir)');
        const checks = verifyLive(deployDir);
        console.log(formatVerify(checks));
        if (checks.some((c) => c.reasons.length)) process.exitCode = 1;
        return;
      }
      if (values.history) console.log(formatAudit(client ? (await client.history()).entries : readAudit(deployDir)));
      else console.log(formatStatus(client ? (await client.status()).remotes : status(deployDir)));
      return;
    case 'token': {
      const where = { deployDir, file: tokensFile };
      const kept = `only its hash is kept in ${path.relative(process.cwd(), tokensFile)}`;
      if (target === 'list') {
        console.log(formatTokenList(readTokens(tokensFile), readAudit(deployDir)));
        return;
      }
      if (!extra) break;
      if (target === 'add' && values.areas) {
        const areas = values.areas === 'all' ? ['*'] : values.areas.split(',').map((a) => a.trim());
        const token = addToken({ ...where, name: extra, areas });
        console.log(`token for ${extra} (${areas.join(', ')}), shown once; ${kept}:\n${token}`);
        return;
      }
      if (target === 'rotate') {
        const { token, areas } = rotateToken({ ...where, name: extra });
        console.log(`new token for ${extra} (${areas.join(', ')}), shown once; the old one no longer works; ${kept}:\n${token}`);
        return;
      }
      if (target === 'revoke') {
        revokeToken({ ...where, name: extra });
        console.log(`revoked the token ${extra}: it no longer works`);
        return;
      }
      break;
    }
    case 'serve': {
      const { createReleaseService } = await import('./service.mjs');
      const { sharedStateFrom } = await import('../site/sharedState.mjs');
      const host = values.host ?? '127.0.0.1';
      const { https, warning } = serviceBinding({
        host,
        tlsCert: values['tls-cert'],
        tlsKey: values['tls-key'],
        insecureBind: values['insecure-bind'],
      });
      if (warning) console.warn(`release: ${warning}`);
      const app = createReleaseService({
        deployDir,
        tokensFile,
        https,
        // Behind a TLS proxy on this machine: the caller's address is the one the proxy forwards.
        trustProxy: values['trust-proxy'] ? 'loopback' : undefined,
        log: (line) => console.log(`release service: ${line}`),
        // REDIS_URL: several release services over one deploy tree share their used nonces.
        state: await sharedStateFrom(process.env.REDIS_URL, { deployDir }),
        consoleDir: values['console-dir'] ? path.resolve(values['console-dir']) : undefined,
      });
      const address = await app.listen({ port: number(values.port, '--port') ?? 8600, host });
      console.log(`release service on ${address} over ${deployDir} (tokens: ${tokensFile}); the release console: ${address}/console/`);
      return;
    }
  }
  console.error(USAGE);
  process.exitCode = values.help ? 0 : 2;
}

try {
  await run();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  const known =
    error instanceof ReleaseError ||
    error instanceof LockTimeoutError ||
    error instanceof BindingError ||
    error instanceof TokenError ||
    /is not a valid|is not JSON|fetch failed/.test(message);
  if (!known) throw error;
  const cause =
    error instanceof Error && error.cause ? ` (${error.cause instanceof Error ? error.cause.message : String(error.cause)})` : '';
  console.error(`release: ${message}${cause}`);
  process.exitCode = 1;
}
