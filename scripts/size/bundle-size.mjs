// The shipped JavaScript's size, min+gzip, in total and per ruleset: builds every module with the real
// Vite config into a temporary folder, as scripts/build.mjs does (swrpg.mjs, the Odds worker's
// simulate-worker.mjs and the engine.mjs both import; source maps kept apart, as release/ keeps them, so
// no module carries a sourceMappingURL), and reads the maps to tell which bytes came from which
// ruleset's folders (src/rules/<id>/ and src/rulesets/<id>/); the rest is shared plumbing. Budget: 150 KB
// min+gzip for all the shipped modules together. `npm run size` prints the table; it exits 1 over budget.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { attributeRuns } from "./source-map-attribution.mjs";

export const BUDGET_BYTES = 150 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const gzipSize = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/**
 * The group of a source path: a ruleset id when it lies in one of its folders, "simulator" for the
 * encounter simulator (src/simulate/, the Odds worker's code), else "shared".
 */
export function groupOf(source) {
  const path = source.replaceAll("\\", "/");
  if (/(?:^|\/)src\/simulate\//.test(path)) return "simulator";
  const match = /(?:^|\/)src\/(?:rules|rulesets)\/([^/]+)\//.exec(path);
  return match ? match[1] : "shared";
}

/** A source's path from src/ on ("src/rules/rcr/size.ts"), or "(bundler)" for unmapped helpers. */
export function fileOf(source) {
  if (source === null) return "(bundler)";
  const match = /(?:^|\/)(src\/.*)$/.exec(source.replaceAll("\\", "/"));
  return match ? match[1] : source;
}

/**
 * Measures a built module: total and per group, minified bytes and gzip bytes. `by` picks the grouping:
 * the ruleset (groupOf, the default) or the source file (fileOf, for `npm run size -- --files`).
 */
export function measure(code, map, by = "group") {
  const texts = new Map();
  for (const run of attributeRuns(code, map)) {
    const group = by === "file" ? fileOf(run.source) : run.source === null ? "shared" : groupOf(run.source);
    texts.set(group, (texts.get(group) ?? "") + run.text);
  }
  const total = { minified: Buffer.byteLength(code), gzip: gzipSize(code), lines: code.split("\n").length };
  const groups = [...texts].map(([group, text]) => {
    const minified = Buffer.byteLength(text);
    // A group's share of the real gzip total, by its share of the minified bytes (gzip works across
    // groups, so a group alone compresses worse than inside the bundle).
    return {
      group,
      minified,
      gzip: Math.round((total.gzip * minified) / total.minified),
      alone: gzipSize(text),
    };
  });
  groups.sort((a, b) => b.minified - a.minified);
  return { total, groups };
}

/**
 * Measures every shipped module (`{ file, code, map }`) as one: minified and gzip bytes summed (each file
 * is served and compressed on its own), each group's bytes summed over the files, `lines` the most of any
 * file, and each file's own total in `modules`.
 */
export function measureModules(files, by = "group") {
  const total = { minified: 0, gzip: 0, lines: 0 };
  const sums = new Map();
  const modules = [];
  for (const { file, code, map } of files) {
    const one = measure(code, map, by);
    total.minified += one.total.minified;
    total.gzip += one.total.gzip;
    total.lines = Math.max(total.lines, one.total.lines);
    modules.push({ file, ...one.total });
    for (const g of one.groups) {
      const sum = sums.get(g.group) ?? { group: g.group, minified: 0, gzip: 0, alone: 0 };
      sum.minified += g.minified;
      sum.gzip += g.gzip;
      sum.alone += g.alone;
      sums.set(g.group, sum);
    }
  }
  const groups = [...sums.values()].sort((a, b) => b.minified - a.minified);
  return { total, groups, modules };
}

/** Builds the shipped modules into a fresh folder and measures them all. */
export async function buildAndMeasure(by = "group") {
  const outDir = await mkdtemp(path.join(tmpdir(), "swrpg-size-"));
  try {
    await build({
      root,
      configFile: path.join(root, "vite.config.ts"),
      logLevel: "warn",
      build: { outDir, emptyOutDir: true, sourcemap: "hidden" },
    });
    const files = [];
    for (const file of (await readdir(outDir)).filter((name) => name.endsWith(".mjs")).sort()) {
      const code = await readFile(path.join(outDir, file), "utf8");
      const map = JSON.parse(await readFile(path.join(outDir, `${file}.map`), "utf8"));
      files.push({ file, code, map });
    }
    return measureModules(files, by);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const byFile = process.argv.includes("--files");
  const { total, groups, modules } = await buildAndMeasure(byFile ? "file" : "group");
  const width = Math.max(12, ...groups.map((g) => g.group.length), ...modules.map((m) => m.file.length + 2));
  console.log(`${(byFile ? "file" : "group").padEnd(width)}  minified    gzip share   gzip alone`);
  for (const g of groups)
    console.log(
      `${g.group.padEnd(width)} ${kb(g.minified).padStart(9)} ${kb(g.gzip).padStart(12)} ${kb(g.alone).padStart(12)}`,
    );
  console.log(`${"total".padEnd(width)} ${kb(total.minified).padStart(9)} ${kb(total.gzip).padStart(12)}`);
  for (const m of modules)
    console.log(`  ${m.file.padEnd(width - 2)} ${kb(m.minified).padStart(9)} ${kb(m.gzip).padStart(12)}`);
  console.log(`budget ${kb(BUDGET_BYTES)} min+gzip: ${total.gzip <= BUDGET_BYTES ? "within" : "OVER"}`);
  if (total.gzip > BUDGET_BYTES) process.exitCode = 1;
}
