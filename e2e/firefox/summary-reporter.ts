import type { Reporter, TestModule } from 'vitest/node';

type UnhandledErrors = Parameters<NonNullable<Reporter['onTestRunEnd']>>[1];

/** Closes the run with one line a person (or a log search) finds at once. */
export default class SummaryReporter implements Reporter {
  private startedAt = performance.now();

  onTestRunStart(): void {
    this.startedAt = performance.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: UnhandledErrors): void {
    const states = testModules.flatMap((module) => [...module.children.allTests()].map((test) => test.result().state));
    const passed = states.filter((state) => state === 'passed').length;
    const failed = states.filter((state) => state === 'failed').length;
    // A file that could not load, or a set-up that failed, runs no test and still fails the run.
    const otherErrors = unhandledErrors.length + testModules.reduce((sum, module) => sum + module.errors().length, 0);
    const seconds = ((performance.now() - this.startedAt) / 1000).toFixed(1);
    const errors = otherErrors > 0 ? `, ${otherErrors} error${otherErrors === 1 ? '' : 's'} outside tests` : '';
    if (states.length === 0) console.log(`\nFirefox: no test ran${errors} (see above) in ${seconds} s`);
    else console.log(`\nFirefox: ${passed} passed, ${failed} failed${errors} in ${seconds} s`);
  }
}
