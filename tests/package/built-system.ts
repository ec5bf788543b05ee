import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { scratchDir } from "../support/scratch-dir.ts";

export const repoRoot = path.resolve(import.meta.dirname, "../..");

/** Where each build put its release files (the zip and the source maps), by its output folder. */
const releases = new Map<string, string>();

/**
 * Runs the real `npm run build` script into a fresh temporary folder, its release files into another
 * (both removed after the file's tests); returns the folder Foundry would load.
 */
export async function buildSystemInto(label: string): Promise<string> {
  const outDir = await scratchDir(label);
  const releaseDir = await scratchDir(`${label}-release`);
  await promisify(execFile)(
    process.execPath,
    [path.join(repoRoot, "scripts/build.mjs"), outDir, releaseDir],
    {
      cwd: repoRoot,
    },
  );
  releases.set(outDir, releaseDir);
  return outDir;
}

/** The release folder (zip, source maps) of a build made by `buildSystemInto`. */
export function releaseOf(outDir: string): string {
  const releaseDir = releases.get(outDir);
  if (!releaseDir) throw new Error(`no build into ${outDir}`);
  return releaseDir;
}
