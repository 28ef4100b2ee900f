import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO, type ReleaseSite } from './releaseSite';

/**
 * `pnpm release serve` over a release test site's deploy tree: the release service and the release console it
 * serves at /console/, as a release manager reaches them.
 */
export class ReleaseService {
  private process?: ChildProcess;

  constructor(
    private readonly site: ReleaseSite,
    readonly port: number,
  ) {}

  get baseURL() {
    return `http://localhost:${this.port}`;
  }

  get consoleURL() {
    return `${this.baseURL}/console/`;
  }

  async start() {
    this.process = spawn(
      process.execPath,
      [path.join(REPO, 'tooling', 'release', 'cli.mjs'), 'serve', '--port', String(this.port), '--deploy-dir', this.site.deployDir],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(this.consoleURL).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the release service did not start');
  }

  async stop() {
    const child = this.process;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
  }

  /** A new release-service token (`pnpm release token add`) for `areas` (`all`, or a comma-separated list). */
  token(name: string, areas: string): string {
    const token = this.site.release('token', 'add', name, '--areas', areas).trim().split('\n').at(-1) ?? '';
    if (!token.startsWith('mrt_')) throw new Error(`no token in the output of token add ${name}`);
    return token;
  }
}
