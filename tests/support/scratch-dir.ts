import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";

/** Folders this test file made; removed once its tests are done, so a run leaves no temporary folders. */
const made: string[] = [];

// Registered when a test file first imports this module (its root suite); test files are isolated.
afterAll(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A fresh temporary folder named after `label`, removed after the importing test file's tests. */
export async function scratchDir(label: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `swrpg-${label}-`));
  made.push(dir);
  return dir;
}
