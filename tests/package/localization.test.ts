import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./built-system.ts";

type LangTree = { [key: string]: string | LangTree };

async function sourceFiles(dir: string, extensions: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext))) {
      out.push(path.join(entry.parentPath, entry.name));
    }
  }
  return out;
}

function flatten(tree: LangTree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

/** Every complete `SWRPG.*` key written as a literal; prefixes ending in "." build keys at run time. */
function literalKeys(text: string): string[] {
  return [...text.matchAll(/["'`](SWRPG(?:\.[A-Za-z0-9_-]+)+)["'`]/g)].map((m) => m[1] as string);
}

describe("localization", () => {
  it("every lang file parses and holds only strings, under SWRPG and Foundry's TYPES labels", async () => {
    const langFiles = await readdir(path.join(repoRoot, "lang"));
    expect(langFiles).toContain("en.json");
    for (const file of langFiles) {
      const tree = JSON.parse(await readFile(path.join(repoRoot, "lang", file), "utf8")) as LangTree;
      // Foundry reads document type labels from TYPES.<Document>.<type>; everything else is ours.
      expect(
        Object.keys(tree).filter((key) => key !== "TYPES"),
        file,
      ).toEqual(["SWRPG"]);
      for (const value of flatten(tree).values()) expect(typeof value).toBe("string");
    }
  });

  it("every key used in src/ and templates/ exists in lang/en.json", async () => {
    const en = flatten(JSON.parse(await readFile(path.join(repoRoot, "lang/en.json"), "utf8")) as LangTree);
    const files = [
      ...(await sourceFiles(path.join(repoRoot, "src"), [".ts"])),
      ...(await sourceFiles(path.join(repoRoot, "templates"), [".hbs", ".html"])),
    ];
    const missing: string[] = [];
    for (const file of files) {
      for (const key of literalKeys(await readFile(file, "utf8"))) {
        if (!en.has(key)) missing.push(`${path.relative(repoRoot, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
