// @ts-check
/**
 * Mutation testing of the pure engines: `npm run mutate` (not part of `npm test`).
 * See docs/mutation-testing.md for the score, how to read a run and the equivalent mutants.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: "vitest",
  vitest: { configFile: "stryker.vitest.config.ts" },
  // The barrel only re-exports; src/simulate/ joins as it lands (an empty glob is fine).
  mutate: ["src/rules/**/*.ts", "!src/rules/index.ts", "src/simulate/**/*.ts"],
  coverageAnalysis: "perTest",
  // Static mutants (module-level tables and constants) each rerun every test, which took most of a run
  // on the shared two cores; the tables they touch are pinned by table tests (docs/mutation-testing.md).
  ignoreStatic: true,
  // A busy machine slows every test run: a mutant counts as a timeout only well past its normal time.
  timeoutMS: 10_000,
  timeoutFactor: 2,
  // The machine's two cores are shared: one runner by default, `-- --concurrency 2` when it is free.
  concurrency: 1,
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  thresholds: { high: 98, low: 95, break: 95 },
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
