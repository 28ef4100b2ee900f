import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const seconds = (ms: number) => `${(ms / 1000).toFixed(0).padStart(5)} s`;

/** Milliseconds per test added up by the test's file (its name), with how many tests each file had. */
function perFile(perTest: ReadonlyMap<TestCase, number>): Map<string, { ms: number; tests: number }> {
  const byFile = new Map<string, { ms: number; tests: number }>();
  for (const [test, ms] of perTest) {
    const file = path.basename(test.location.file);
    const sum = byFile.get(file) ?? { ms: 0, tests: 0 };
    byFile.set(file, { ms: sum.ms + ms, tests: sum.tests + 1 });
  }
  return byFile;
}

/** The twelve tests with the most of `perTest` (time or CPU), each with its file. */
function printTopTests(perTest: ReadonlyMap<TestCase, number>) {
  for (const [test, ms] of [...perTest].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`${seconds(ms)}  ${path.basename(test.location.file)} › ${test.title}`);
}

/**
 * The run's closing lines: where the time went (the slowest files and tests, by the time their attempts took on
 * their worker), each test that passed only on a retry by name (the run fails for it), then one count line.
 * Counts are per test, by its final outcome.
 */
export default class SummaryReporter implements Reporter {
  private readonly tests = new Map<TestCase, TestResult['status'][]>();
  private readonly durations = new Map<TestCase, number>();
  /** CPU time (ms) of each test's worker processes (support/site.ts), attempts added up. */
  private readonly cpu = new Map<TestCase, number>();
  /** When each worker slot's last test ended (ms since the epoch): a slot that ends early idles to the run's end. */
  private readonly slotEnds = new Map<number, number>();

  /** Tests that acted on a page the browser had not taken over in time (support/site.ts). */
  private readonly notTakenOver: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    for (const note of result.annotations.filter((annotation) => annotation.type === 'not taken over'))
      this.notTakenOver.push(`${path.basename(test.location.file)} › ${test.title}: ${note.description ?? ''}`);
    this.tests.set(test, [...(this.tests.get(test) ?? []), result.status]);
    this.durations.set(test, (this.durations.get(test) ?? 0) + result.duration);
    for (const note of result.annotations.filter((annotation) => annotation.type === 'cpu'))
      this.cpu.set(test, (this.cpu.get(test) ?? 0) + Number(note.description ?? 0));
    const ended = result.startTime.getTime() + result.duration;
    // A result that never ran on a worker (-1) has no slot to idle.
    if (result.parallelIndex >= 0) this.slotEnds.set(result.parallelIndex, Math.max(ended, this.slotEnds.get(result.parallelIndex) ?? 0));
  }

  private printIdleEnds() {
    const last = Math.max(...this.slotEnds.values());
    const idle = [...this.slotEnds]
      .sort((a, b) => a[0] - b[0])
      .map(([slot, ended]) => `slot ${slot} ${((last - ended) / 1000).toFixed(0)} s`);
    console.log(`idle before the last test ended: ${idle.join(', ')}`);
  }

  private printWhereTheTimeWent() {
    const byFile = perFile(this.durations);
    const total = [...byFile.values()].reduce((sum, { ms }) => sum + ms, 0);
    console.log(`\nworker time: ${seconds(total)} in all; the slowest files and tests:`);
    for (const [file, { ms }] of [...byFile].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12)) console.log(`${seconds(ms)}  ${file}`);
    printTopTests(this.durations);
  }

  /** The CPU the tests' workers and browsers used, by file, then the heaviest tests (the site servers' own is not in it). */
  private printWhereTheCpuWent() {
    const byFile = perFile(this.cpu);
    const total = [...byFile.values()].reduce((sum, { ms }) => sum + ms, 0);
    console.log(`\nCPU of the workers and their browsers: ${(total / 1000).toFixed(0)} s in all; by file (per test):`);
    for (const [file, { ms, tests }] of [...byFile].sort((a, b) => b[1].ms - a[1].ms))
      console.log(`${seconds(ms)}  ${file} (${tests} tests, ${(ms / tests / 1000).toFixed(1)} s each)`);
    console.log('the heaviest tests:');
    printTopTests(this.cpu);
  }

  onEnd(result: FullResult) {
    this.printWhereTheTimeWent();
    if (this.cpu.size > 0) this.printWhereTheCpuWent();
    if (this.slotEnds.size > 0) this.printIdleEnds();
    for (const note of this.notTakenOver) console.log(`not taken over, acted on anyway: ${note}`);
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const flaky: string[] = [];
    for (const [test, statuses] of this.tests) {
      const outcome = test.outcome();
      if (outcome === 'skipped') skipped++;
      else if (outcome === 'expected') passed++;
      else if (outcome === 'flaky') {
        failed++;
        flaky.push(test.titlePath().filter(Boolean).join(' › ') + ` (${statuses.join(', ')})`);
      } else failed++;
    }
    for (const title of flaky) console.log(`passed only on retry, counted as failed: ${title}`);
    console.log(`\nend-to-end run ${result.status}`);
    console.log(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }

  printsToStdio() {
    return false;
  }
}
