import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second, which /proc/<pid>/stat counts CPU time in. */
const TICK_MS = 10;

function statOf(pid: string): { ppid: string; ticks: number } | undefined {
  try {
    // The command name (field 2) may hold spaces: the fields after it start after its closing parenthesis.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
    if (!fields) return undefined;
    return { ppid: fields[1] ?? '', ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]) };
  } catch {
    return undefined;
  }
}

/**
 * CPU time (ms) used so far by this Playwright worker and every process under it (its browser, that browser's
 * renderers, GPU and network processes, and the sites a test starts itself); undefined where /proc is missing.
 * Children's time counts once they are waited for (cutime, cstime), so a finished child is not lost.
 */
export function workerTreeCpuMs(): number | undefined {
  if (!existsSync('/proc/self/stat')) return undefined;
  const stats = new Map<string, { ppid: string; ticks: number }>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = statOf(pid);
    if (stat) stats.set(pid, stat);
  }
  const children = new Map<string, string[]>();
  for (const [pid, { ppid }] of stats) {
    const siblings = children.get(ppid);
    if (siblings) siblings.push(pid);
    else children.set(ppid, [pid]);
  }
  let ticks = 0;
  const pending = [String(process.pid)];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    ticks += stats.get(pid)?.ticks ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return ticks * TICK_MS;
}
