import { defineConfig } from "vitest/config";

/**
 * The tests Stryker runs against each mutant (stryker.config.mjs): the pure engines' own tests, the
 * `rules` project of vitest.config.ts, plus the encounter simulator's tests once `tests/simulate/`
 * exists. Nothing here needs Foundry, a browser or the package build.
 */
export default defineConfig({
  test: {
    include: ["tests/rules/**/*.test.ts", "tests/simulate/**/*.test.ts"],
    passWithNoTests: false,
    // The simulator's tests play thousands of fights, slower still under Stryker's instrumentation.
    testTimeout: 120_000,
  },
});
