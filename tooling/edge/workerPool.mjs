// The edge's site-server workers (worker.mjs), one process per port. A worker that dies is started again; a
// rolling restart replaces them one at a time, each drained first (it stops taking connections and finishes
// the pages under way, while nginx sends new requests to the others) and its successor warm before the next.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SITE_SERVER_NODE_FLAGS } from '../site/nodeFlags.mjs';

const WORKER = fileURLToPath(new URL('./worker.mjs', import.meta.url));
const READY_WITHIN_MS = 60_000;
const RESTART_AFTER_MS = 1000;

/**
 * `settleMs`: how long a replaced worker serves before the next is stopped in a rolling restart. nginx leaves out
 * a worker that refused a connection for a while: stopping the next one meanwhile would leave none.
 * @param {{ ports: readonly number[], env: Record<string, string | undefined>, settleMs?: number, log?: (line: string) => void }} options
 */
export function startWorkerPool({ ports, env, settleMs = 0, log = console.log }) {
  let stopping = false;
  /** @type {Map<number, import('node:child_process').ChildProcess>} */
  const running = new Map();
  /** Ports being replaced on purpose: their exit is not a crash. */
  const replacing = new Set();

  /** Starts the worker of `port` and resolves once it listens (warm). */
  function start(/** @type {number} */ port) {
    // The port on the command line names the worker in a process list (ps, pkill -f 'edge/worker.mjs <port>').
    const child = fork(WORKER, [String(port)], {
      env: { ...process.env, ...env, WORKER_PORT: String(port) },
      execArgv: [...process.execArgv, ...SITE_SERVER_NODE_FLAGS],
      stdio: 'inherit',
    });
    running.set(port, child);
    child.on('exit', (code, signal) => {
      if (running.get(port) === child) running.delete(port);
      if (stopping || replacing.has(port)) return;
      log(`edge: worker :${port} stopped (${signal ?? code}); starting it again`);
      setTimeout(
        () => void start(port).catch((error) => log(`edge: worker :${port} did not start again: ${error.message}`)),
        RESTART_AFTER_MS,
      );
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`worker :${port} was not ready within ${READY_WITHIN_MS / 1000} s`)),
        READY_WITHIN_MS,
      );
      child.on('message', (message) => {
        if (/** @type {{ type?: string }} */ (message)?.type !== 'ready') return;
        clearTimeout(timer);
        resolve(child);
      });
      child.once('exit', () => {
        clearTimeout(timer);
        reject(new Error(`worker :${port} exited before it was ready`));
      });
    });
  }

  /** Asks the worker of `port` to stop (it drains) and resolves when it has exited. */
  function stop(/** @type {number} */ port) {
    const child = running.get(port);
    if (!child || child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve(undefined));
      child.kill('SIGTERM');
    });
  }

  const ready = Promise.all(ports.map((port) => start(port)));
  return {
    ready,
    /** The process ids of the running workers, by port. */
    pids: () => Object.fromEntries([...running].map(([port, child]) => [port, child.pid])),
    /** One worker at a time: drained, replaced, warm again, then the next. */
    async rollingRestart() {
      for (const port of ports) {
        replacing.add(port);
        try {
          await stop(port);
          await start(port);
        } finally {
          replacing.delete(port);
        }
        log(`edge: worker :${port} replaced`);
        await new Promise((resolve) => setTimeout(resolve, settleMs));
      }
    },
    async stop() {
      stopping = true;
      await Promise.all(ports.map((port) => stop(port)));
    },
  };
}
