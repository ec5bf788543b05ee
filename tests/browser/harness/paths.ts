import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (tests/browser/harness → ../../..). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** Where the screenshots go (git-ignored). */
export const screenshotDir = path.join(repoRoot, "tests/browser/__screenshots__");
