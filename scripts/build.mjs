// Builds the installable system into dist/ (or the folder given as the first argument): only what
// Foundry loads (the bundled module, the manifest and static files, LevelDB compendium packs). Beside it,
// in release/ (or the second argument), go what is not loaded: swrpg.zip of dist/ and the source maps.
// The same sources give the same bytes: files are copied in sorted order, LevelDB's own log
// files (which hold timestamps) are dropped, and the zip carries a fixed date.
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { zipSync } from "fflate";
import { build } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.resolve(root, process.argv[2] ?? "dist");
const releaseDir = path.resolve(root, process.argv[3] ?? (process.argv[2] ? `${outDir}-release` : "release"));
const STATIC_FILES = ["system.json", "LICENSE", "README.md"];
const STATIC_DIRS = ["lang", "templates", "styles", "icons"];
const ZIP_NAME = "swrpg.zip";
const ZIP_DATE = new Date(Date.UTC(2026, 0, 1));

async function exists(file) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** The system's module, the Odds worker's module and the engine chunk they share (vite.config.ts). */
async function bundle() {
  await build({
    root,
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "warn",
    // Maps without a sourceMappingURL comment: they ship in release/, not beside the module.
    build: { outDir, emptyOutDir: false, sourcemap: "hidden" },
  });
}

async function copyStatic() {
  for (const file of STATIC_FILES) await cp(path.join(root, file), path.join(outDir, file));
  for (const dir of STATIC_DIRS) {
    if (await exists(path.join(root, dir)))
      await cp(path.join(root, dir), path.join(outDir, dir), { recursive: true });
  }
}

async function compilePacks() {
  const sourceRoot = path.join(root, "packs", "_source");
  if (!(await exists(sourceRoot))) return;
  const packs = (await readdir(sourceRoot, { withFileTypes: true })).filter((d) => d.isDirectory());
  for (const pack of packs.map((d) => d.name).sort()) {
    const dest = path.join(outDir, "packs", pack);
    await compilePack(path.join(sourceRoot, pack), dest, { recursive: true, log: false });
    for (const file of await readdir(dest)) {
      if (file === "LOG" || file === "LOG.old" || file === "LOCK") await rm(path.join(dest, file));
    }
  }
}

async function listFiles(dir, prefix = "") {
  const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  const files = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(path.join(dir, entry.name), relative)));
    else files.push(relative);
  }
  return files;
}

/** Moves the bundles' source maps out of what Foundry loads, into the release folder. */
async function moveSourceMaps() {
  for (const file of (await readdir(outDir)).sort()) {
    if (file.endsWith(".map")) await rename(path.join(outDir, file), path.join(releaseDir, file));
  }
}

async function writeZip() {
  const entries = {};
  for (const file of await listFiles(outDir)) {
    entries[file] = [new Uint8Array(await readFile(path.join(outDir, file))), { mtime: ZIP_DATE }];
  }
  await writeFile(path.join(releaseDir, ZIP_NAME), zipSync(entries, { level: 9 }));
}

for (const dir of [outDir, releaseDir]) {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
}
await bundle();
await moveSourceMaps();
await copyStatic();
await compilePacks();
await writeZip();
console.log(
  `swrpg built into ${path.relative(root, outDir) || "."}; zip and source maps in ${path.relative(root, releaseDir)}`,
);
