import { execFile } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export const repoRoot = path.resolve(import.meta.dirname, "../..");

/** Runs the real `npm run build` script into a fresh temporary folder and returns that folder. */
export async function buildSystemInto(label: string): Promise<string> {
  const outDir = await mkdtemp(path.join(tmpdir(), `swrpg-${label}-`));
  await promisify(execFile)(process.execPath, [path.join(repoRoot, "scripts/build.mjs"), outDir], {
    cwd: repoRoot,
  });
  return outDir;
}
