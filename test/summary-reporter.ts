import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest test files the summary names, so a CI log shows where the run's time goes. */
const SLOWEST_SHOWN = 15;

/**
 * Ends the run with the slowest test files (project, path, seconds) and one plain line,
 * `tests: N passed, N failed[, N skipped]`, that CI reads.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (module.state() === 'failed' && module.children.size === 0) failed++;
    }
    const slowest = testModules
      .map((module) => ({ module, ms: module.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST_SHOWN);
    if (slowest.length > 0) {
      console.log('\nslowest test files:');
      for (const { module, ms } of slowest) {
        console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${module.project.name}  ${module.relativeModuleId}`);
      }
    }
    console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  }
}
