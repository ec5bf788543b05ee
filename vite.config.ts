import { defineConfig } from "vite";

/** Bundles the system's single ES module; scripts/build.mjs copies everything else into dist/. */
export default defineConfig({
  publicDir: false,
  // Rolls are rebuilt from chat messages by class name: minification must keep names.
  esbuild: { keepNames: true },
  build: {
    outDir: "dist",
    emptyOutDir: false,
    target: "es2022",
    minify: "esbuild",
    sourcemap: true,
    reportCompressedSize: false,
    lib: {
      entry: "src/swrpg.ts",
      formats: ["es"],
      fileName: () => "swrpg.mjs",
    },
    rollupOptions: { output: { sourcemapExcludeSources: false } },
  },
});
