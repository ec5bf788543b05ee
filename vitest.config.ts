import { defineConfig } from "vitest/config";

/** One project per test layer; `npm test` runs them all with coverage of the rules engine. */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    // The package tests build the system in beforeAll: on a loaded 2-core machine that takes over 10 s.
    hookTimeout: 180_000,
    reporters: ["default", "./tests/support/plain-summary-reporter.ts"],
    projects: [
      { extends: true, test: { name: "rules", include: ["tests/rules/**/*.test.ts"] } },
      {
        extends: true,
        test: {
          name: "foundry",
          include: ["tests/foundry/**/*.test.ts"],
          setupFiles: ["tests/foundry/setup.ts"],
        },
      },
      // The same Foundry-facing suite with the stand-ins in Foundry v14's shapes (tests/foundry/fakes/generation.ts):
      // `npm test` runs both generations, so it fails when either breaks (README › Foundry versions).
      {
        extends: true,
        test: {
          name: "foundry-v14",
          include: ["tests/foundry/**/*.test.ts"],
          setupFiles: ["tests/foundry/setup.ts"],
          env: { SWRPG_FOUNDRY_GENERATION: "14" },
        },
      },
      { extends: true, test: { name: "browser", include: ["tests/browser/**/*.test.ts"] } },
      { extends: true, test: { name: "package", include: ["tests/package/**/*.test.ts"] } },
      { extends: true, test: { name: "simulate", include: ["tests/simulate/**/*.test.ts"] } },
      // Benchmarks run once, here, and never with the tests; each bench file imports the fakes it needs.
      {
        extends: true,
        test: { name: "bench", include: [], benchmark: { include: ["bench/**/*.bench.ts"] } },
      },
    ],
    coverage: {
      provider: "v8",
      include: ["src/rules/**/*.ts"],
      exclude: ["src/rules/index.ts"],
      reporter: ["text-summary"],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
    benchmark: { include: [] },
  },
});
