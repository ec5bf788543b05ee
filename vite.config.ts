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
 * Properties renamed like local names: the encounter simulator's own state (its prepared combatants and
 * compiled damage dice, the fight state, a fight's outcome, the tally's counters), named nowhere else,
 * never stored, posted (the Odds worker's messages and odds keep their names) or part of the rules API
 * (tests/package/mangled-properties.test.ts checks that only src/simulate/ names them). Everything else
 * keeps its name: documents, flags, templates and the public API read properties by name.
 */
export const SIMULATOR_PROPERTIES =
  /^(againstBonus|againstDefense|againstDamage|fullValue|singleValue|pickTarget|pickOption|chargeDefense|lostThisRound|setInjury|inFight|scratch|closes|dropped|staying|sideCount|sideNames|counts|constant|wins|draws|roundCounts|drops|deaths)$/;

function minifyShippedModule(): RollupPlugin {
  return {
    name: "swrpg:minify-shipped-module",
    async renderChunk(code, chunk) {
      const result = await minify(code, {
        module: true,
        ecma: 2020,
        // pure_getters: reading a property never has side effects in this code; unsafe_arrows/methods:
        // no function expression here is called with `new` or relies on its own prototype; hoist_funs:
        // the language hoists function declarations already (moving them up packs them together);
        // inline 1: inlining only simple functions compresses better than level 3's wrapped bodies;
        // unsafe: the built-ins (Math, Number, String, Error) are never replaced, and no value this code
        // turns into text is a Symbol or has its own valueOf, so `String(x)` → `x+""`, template literals →
        // `+`, `new Error()` → `Error()` and constant Math calls fold without changing a result.
        compress: {
          passes: 4,
          unsafe: true,
          pure_getters: true,
          unsafe_arrows: true,
          unsafe_methods: true,
          hoist_funs: true,
          inline: 1,
        },
        keep_classnames: KEPT_CLASS_NAMES,
        mangle: { properties: { regex: SIMULATOR_PROPERTIES } },
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
