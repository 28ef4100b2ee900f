import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * The run's closing lines: each test that passed only on a retry by name (the run fails for it), then one
 * count line. Counts are per test, by its final outcome.
 */
export default class SummaryReporter implements Reporter {
  private readonly tests = new Map<TestCase, TestResult['status'][]>();

  onTestEnd(test: TestCase, result: TestResult) {
    this.tests.set(test, [...(this.tests.get(test) ?? []), result.status]);
  }

  onEnd(result: FullResult) {
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
