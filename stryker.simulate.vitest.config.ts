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
    // Not `isolate: false`: several times faster, but its results cannot be trusted: it reported as
    // surviving a mutant (saga/check-combatant.ts, the damage formula check set to `false`) that fails a
    // test of saga-fight.test.ts when applied by hand (docs/mutation-testing.md › The encounter simulator).
  },
});
