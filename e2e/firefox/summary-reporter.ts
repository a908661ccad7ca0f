import type { Reporter, TestModule } from 'vitest/node';

/** Closes the run with one line a person (or a log search) finds at once. */
export default class SummaryReporter implements Reporter {
  private startedAt = performance.now();

  onTestRunStart(): void {
    this.startedAt = performance.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const states = testModules.flatMap((module) => [...module.children.allTests()].map((test) => test.result().state));
    const passed = states.filter((state) => state === 'passed').length;
    const failed = states.filter((state) => state === 'failed').length;
    const seconds = ((performance.now() - this.startedAt) / 1000).toFixed(1);
    console.log(`\nFirefox: ${passed} passed, ${failed} failed in ${seconds} s`);
  }
}
