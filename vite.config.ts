import type { Plugin as RollupPlugin } from "rollup";
import { defineConfig, transformWithEsbuild } from "vite";

/**
 * Vite's library mode minifies ES output without its whitespace (to keep pure annotations for
 * re-bundlers); the system is shipped as is, so the finished chunk is minified in full here.
 * Rolls are rebuilt from chat messages by class name: `esbuild.keepNames` names every class in the
 * per-module transform, so the minified chunk keeps them.
 */
function minifyShippedModule(): RollupPlugin {
  return {
    name: "swrpg:minify-shipped-module",
    async renderChunk(code, chunk) {
      const result = await transformWithEsbuild(code, chunk.fileName, {
        minify: true,
        // Names are already kept by the per-module transform (`esbuild.keepNames` below); a second
        // keepNames pass would only wrap its helper again.
        keepNames: false,
        target: "es2022",
        format: "esm",
        sourcemap: true,
      });
      return { code: result.code, map: result.map };
    },
  };
}

/** Bundles the system's single ES module; scripts/build.mjs copies everything else into dist/. */
export default defineConfig({
  publicDir: false,
  esbuild: { keepNames: true },
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
