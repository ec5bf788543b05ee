import type { Reporter, TestModule } from "vitest/node";

/**
 * Adds one plain closing line, `vitest: N passed, N failed`, after Vitest's own summary, so that
 * tools reading only a run's last lines can tell how many tests ran.
 */
export default class PlainSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      // A file that failed outside its tests (a hook, an import) is a failure even if no test failed.
      if (
        module.state() === "failed" &&
        ![...module.children.allTests()].some((t) => t.result().state === "failed")
      )
        failed++;
    }
    const tail = skipped ? `, ${skipped} skipped` : "";
    this.line = `vitest: ${passed} passed, ${failed} failed${tail}`;
  }

  private line = "";

  // Written when the process ends, after Vitest's summary and the coverage report.
  onInit(): void {
    process.once("exit", () => {
      if (this.line) process.stdout.write(`\n${this.line}\n`);
    });
  }
}
