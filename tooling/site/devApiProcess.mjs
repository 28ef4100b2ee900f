// dev-api, the stand-in backend, as a child process on a loopback port: what `npm start`, the edge and the
// bench run the site against.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../rspack/paths.mjs';

/**
 * Starts dev-api on `port` and resolves once it answers. `onExit` hears of an exit that `close` did not ask for.
 * @param {{ port: number, env?: Record<string, string | undefined>, quiet?: boolean, onExit?: (reason: string) => void }} options
 */
export async function startDevApi({ port, env = {}, quiet = false, onExit }) {
  const url = `http://127.0.0.1:${port}`;
  // dev-api loads the Node build of shared's contract and rules (shared/dist-node), chosen by this condition.
  const child = spawn(process.execPath, ['--conditions=dev-api', path.join(REPO_ROOT, 'dev-api', 'dist', 'dev-api', 'src', 'main.js')], {
    env: { ...process.env, ...env, DEV_API_PORT: String(port) },
    stdio: quiet ? 'ignore' : 'inherit',
  });
  let closing = false;
  child.on('exit', (code, signal) => {
    if (!closing) onExit?.(`dev-api stopped (${signal ?? code})`);
  });
  const answers = () =>
    fetch(`${url}/wps/system/status`).then(
      (response) => response.ok,
      () => false,
    );
  const deadline = Date.now() + 20_000;
  while (!(await answers())) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error('dev-api did not start within 20 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    url,
    close() {
      closing = true;
      child.kill('SIGTERM');
    },
  };
}
