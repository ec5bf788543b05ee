import type { Plugin as RollupPlugin } from "rollup";
import { minify } from "terser";
import { defineConfig } from "vite";

/**
 * Vite's library mode minifies ES output without its whitespace (to keep pure annotations for
 * re-bundlers); the system is shipped as is, so the finished chunk is minified in full here, by terser.
 * Foundry finds some classes by name (rolls rebuilt from chat messages by class name, sheets registered
 * under their class name): terser keeps every class's name (it leaves class identifiers unmangled),
 * which costs nothing, where esbuild's keepNames wraps every function and class in a naming call.
 */
function minifyShippedModule(): RollupPlugin {
  return {
    name: "swrpg:minify-shipped-module",
    async renderChunk(code, chunk) {
      const result = await minify(code, {
        module: true,
        ecma: 2020,
        compress: { passes: 2 },
        keep_classnames: true,
        // As a JSON string: Rollup reads it as the map of this step and chains it to the bundle's map.
        sourceMap: { filename: chunk.fileName },
      });
      if (result.code === undefined) throw new Error("terser produced no code");
      return { code: result.code, map: typeof result.map === "string" ? result.map : null };
    },
  };
}

/** Bundles the system's single ES module; scripts/build.mjs copies everything else into dist/. */
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
      entry: "src/swrpg.ts",
      formats: ["es"],
      fileName: () => "swrpg.mjs",
    },
    // An output plugin: its renderChunk runs after Vite's own build plugins have printed the chunk.
    rollupOptions: { output: { sourcemapExcludeSources: false, plugins: [minifyShippedModule()] } },
  },
});
