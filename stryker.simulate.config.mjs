// @ts-check
import base from "./stryker.config.mjs";

const group = process.env.MUTATE_GROUP ?? "all";

/**
 * Mutation testing of the encounter simulator alone: `npm run mutate:simulate` (docs/mutation-testing.md,
 * "The encounter simulator"). Same settings as stryker.config.mjs, but only `src/simulate/` is mutated and
 * only `tests/simulate/` runs, with its own incremental file and reports. One file or folder at a time:
 * `npm run mutate:simulate -- --mutate src/simulate/tally.ts`. `MUTATE_GROUP=<name>` gives a run its own
 * incremental file, reports and temporary folder, so that two groups can run side by side.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...base,
  vitest: { configFile: "stryker.simulate.vitest.config.ts" },
  mutate: [
    "src/simulate/**/*.ts",
    // Re-exports only.
    "!src/simulate/index.ts",
    // The Web Worker's global-scope glue (`self.addEventListener`): it only hands each message to
    // BlockWorker, which is mutated; it runs in the browser tests, not in tests/simulate.
    "!src/simulate/worker/simulate-worker.ts",
  ],
  incrementalFile: `reports/stryker-simulate-${group}.json`,
  htmlReporter: { fileName: `reports/mutation-simulate/${group}.html` },
  jsonReporter: { fileName: `reports/mutation-simulate/${group}.json` },
  tempDirName: `.stryker-tmp-${group}`,
  // Another group's sandbox is not part of the project.
  ignorePatterns: [".stryker-tmp*", "reports"],
};
