// The minifier renames the simulator's internal properties (vite.config.ts › SIMULATOR_PROPERTIES): safe only
// while no other code, template or stored data names them. Comments may mention the words.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SIMULATOR_PROPERTIES } from "../../vite.config.ts";
import { repoRoot } from "./built-system.ts";

async function filesUnder(dir: string, extensions: readonly string[]): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The code of a file without its comments (line, block and Handlebars comments). */
function withoutComments(text: string): string {
  return text
    .replace(/\{\{!--[\s\S]*?--\}\}/g, "")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

const NAMES = SIMULATOR_PROPERTIES.source.replace(/^\^\(|\)\$$/g, "").split("|");

describe("the properties the minifier renames", () => {
  it("are the simulator's own: only src/simulate/ names them, outside the worker's module", async () => {
    expect(NAMES).toContain("againstBonus");
    const files = [
      ...(await filesUnder(path.join(repoRoot, "src"), [".ts"])),
      ...(await filesUnder(path.join(repoRoot, "templates"), [".hbs"])),
    ];
    const outside: string[] = [];
    for (const file of files) {
      const relative = path.relative(repoRoot, file).replaceAll("\\", "/");
      // The Odds worker's own module is minified apart from the engine chunk: it may not name them either.
      if (relative.startsWith("src/simulate/") && !relative.startsWith("src/simulate/worker/")) continue;
      const code = withoutComments(await readFile(file, "utf8"));
      for (const name of NAMES)
        if (new RegExp(`\\b${name}\\b`).test(code)) outside.push(`${relative}: ${name}`);
    }
    expect(outside).toEqual([]);
  });

  it("do not name anything the simulator returns (its odds are read by name by the Odds dialog)", async () => {
    const odds = await readFile(path.join(repoRoot, "src/simulate/odds.ts"), "utf8");
    for (const name of NAMES) expect(withoutComments(odds), name).not.toMatch(new RegExp(`\\b${name}\\b`));
  });
});
