import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { scratchDir } from "../support/scratch-dir.ts";

export const repoRoot = path.resolve(import.meta.dirname, "../..");

/** Runs the real `npm run build` script into a fresh temporary folder (removed after the file's tests). */
export async function buildSystemInto(label: string): Promise<string> {
  const outDir = await scratchDir(label);
  await promisify(execFile)(process.execPath, [path.join(repoRoot, "scripts/build.mjs"), outDir], {
    cwd: repoRoot,
  });
  return outDir;
}
