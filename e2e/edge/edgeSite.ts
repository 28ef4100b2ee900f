import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The edge suite's https port; its dev-api listens on the next one and its two workers on the two after. */
export const EDGE_PORT = Number(process.env.E2E_EDGE_PORT ?? 8250);
export const EDGE_URL = `https://localhost:${EDGE_PORT}`;
export const WORKER_PORTS = [EDGE_PORT + 2, EDGE_PORT + 3] as const;
export const EDGE_DEPLOY_DIR = path.join(tmpdir(), `m-edge-e2e-${EDGE_PORT}`);

/** The process id of the worker listening on `port` (its command line names its port). */
export function workerPid(port: number): number | undefined {
  try {
    const found = execFileSync('pgrep', ['-f', `edge/worker.mjs ${port}$`], { encoding: 'utf8' })
      .trim()
      .split('\n')[0];
    return found ? Number(found) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the worker on `port` answers a request itself (it listens and is warm). */
async function workerAnswers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/m/remotes.json`)).ok;
  } catch {
    return false;
  }
}

/**
 * Resolves once every worker answers and nginx has them all in its rotation again: a worker nginx saw refuse a
 * connection is left out for its fail window (tooling/edge/nginxConfig.mjs, FAIL_TIMEOUT_S), so a test that stops
 * workers starts from a whole pool, not from one a test before it was still bringing back.
 */
export async function untilEveryWorkerServes(failWindowMs = 4_000, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await Promise.all(WORKER_PORTS.map(workerAnswers))).every(Boolean)) {
    if (Date.now() > until) throw new Error(`the edge's workers did not all answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, failWindowMs));
}

/** The edge process (scripts/run-edge.mjs) serving this suite's port. */
export function edgePid(): number {
  const candidates = execFileSync('pgrep', ['-f', 'scripts/run-edge.mjs'], { encoding: 'utf8' }).trim().split('\n').map(Number);
  const ours = candidates.filter((pid) => readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`PORT=${EDGE_PORT}`));
  if (ours.length !== 1) throw new Error(`expected one edge on port ${EDGE_PORT}, found ${ours.length}`);
  return ours[0]!;
}
