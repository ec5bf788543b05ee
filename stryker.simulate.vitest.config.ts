import { defineConfig } from "vitest/config";

/**
 * The tests Stryker runs against the encounter simulator's mutants (stryker.simulate.config.mjs): only
 * `tests/simulate/`, the only tests that import `src/simulate/` without Foundry, a browser or the build.
 */
export default defineConfig({
  test: {
    include: ["tests/simulate/**/*.test.ts"],
    passWithNoTests: false,
    // The simulator's tests play thousands of fights, slower still under Stryker's instrumentation on a
    // shared machine (the 10,000-fight coin toss took over two minutes at a load average of 20).
    testTimeout: 900_000,
    // Each mutant is a new run of the covering test files: keeping the modules loaded between files saves
    // importing the engines again for each, several times faster (the tests keep no state between files).
    // Isolated runs of four Saga files gave exactly the same survivors (docs/mutation-testing.md).
    isolate: false,
  },
});
