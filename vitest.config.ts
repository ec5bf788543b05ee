import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    setupFiles: [],
    testTimeout: 30_000,
    coverage: {
      provider: "v8",
      include: ["src/rules/**/*.ts"],
      reporter: ["text-summary"],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
    benchmark: { include: ["bench/**/*.bench.ts"] },
  },
});
