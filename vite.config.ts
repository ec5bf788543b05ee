import type { Plugin as RollupPlugin } from "rollup";
import { minify } from "terser";
import { defineConfig } from "vite";

/**
 * Vite's library mode minifies ES output without its whitespace (to keep pure annotations for
 * re-bundlers); the system is shipped as is, so the finished chunk is minified in full here, by terser.
 * Foundry finds some classes by name: a Roll's toJSON stores `class: this.constructor.name` and
 * Roll.fromData finds the class in CONFIG.Dice.rolls by it; DocumentSheetConfig.registerSheet ids a sheet
 * `swrpg.<class name>` (the id a user's sheet choice stores); ApplicationV2 calls its render hooks per
 * class name of the chain (`renderSwrpgCombatTracker`). Those classes keep their names: by the naming rule
 * that such a class ends in Roll, Sheet or Tracker (KEPT_CLASS_NAMES), so a new roll class cannot lose its
 * name by being left off a list (pinned by tests/package/dist.test.ts and, for every registered roll class,
 * tests/package/bundle-in-browser.test.ts); every other class (data models, documents, the engine's) is
 * found by reference only, so its name is mangled like any identifier.
 */
export const KEPT_CLASS_NAMES = /(Roll|Sheet|Tracker)$/;

/**
 * Terser's default compression and identifier mangling only (DESIGN.md › Budgets: a plain minifier): no
 * `unsafe` transforms, no property mangling, so the shipped code behaves exactly as the tested source does
 * (tests/package/built-bundle-attack.test.ts runs an attack and its damage through the built modules).
 */
export const SHIPPED_MINIFY_OPTIONS = {
  module: true,
  ecma: 2020,
  keep_classnames: KEPT_CLASS_NAMES,
} as const;

function minifyShippedModule(): RollupPlugin {
  return {
    name: "swrpg:minify-shipped-module",
    async renderChunk(code, chunk) {
      const result = await minify(code, {
        ...SHIPPED_MINIFY_OPTIONS,
        // As a JSON string: Rollup reads it as the map of this step and chains it to the bundle's map.
        sourceMap: { filename: chunk.fileName },
      });
      if (result.code === undefined) throw new Error("terser produced no code");
      return { code: result.code, map: typeof result.map === "string" ? result.map : null };
    },
  };
}

/**
 * The pure code both modules run (the rules engines and the simulator) goes into one chunk, engine.mjs,
 * that the system's module and the Odds worker both import: shipped once, not once per module.
 */
function engineChunk(id: string): string | undefined {
  const path = id.replaceAll("\\", "/");
  if (path.includes("/src/simulate/worker/")) return undefined; // the worker's own listener stays in its module
  return /\/src\/(rules|simulate)\//.test(path) ? "engine" : undefined;
}

/**
 * Bundles the system's ES module (swrpg.mjs, the one system.json loads), the Odds button's Web Worker
 * (simulate-worker.mjs) and the engine chunk they share; scripts/build.mjs copies everything else into dist/.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: false,
    target: "es2022",
    // The plugin above minifies the finished chunk (identifiers, syntax and whitespace).
    minify: false,
    sourcemap: true,
    reportCompressedSize: false,
    lib: {
      entry: { swrpg: "src/swrpg.ts", "simulate-worker": "src/simulate/worker/simulate-worker.ts" },
      formats: ["es"],
      fileName: (_format, name) => `${name}.mjs`,
    },
    rollupOptions: {
      output: {
        chunkFileNames: "[name].mjs",
        manualChunks: engineChunk,
        sourcemapExcludeSources: false,
        // An output plugin: its renderChunk runs after Vite's own build plugins have printed the chunk.
        plugins: [minifyShippedModule()],
      },
    },
  },
});
