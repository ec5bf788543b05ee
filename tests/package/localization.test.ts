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

/**
 * The keys written twice in one object of a JSON text (JSON.parse keeps the last silently: two branches that
 * each add a block under the same key merge cleanly and lose one of them), as dotted paths.
 */
function duplicateKeys(text: string): string[] {
  const duplicates: string[] = [];
  const stack: { keys: Set<string>; path: string }[] = [];
  let pendingKey: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      const value = JSON.parse(text.slice(i, end + 1)) as string;
      const rest = text.slice(end + 1).trimStart();
      const top = stack[stack.length - 1];
      if (rest.startsWith(":") && top) {
        const path = top.path ? `${top.path}.${value}` : value;
        if (top.keys.has(value)) duplicates.push(path);
        top.keys.add(value);
        pendingKey = path;
      }
      i = end;
    } else if (char === "{") {
      stack.push({ keys: new Set(), path: pendingKey ?? "" });
      pendingKey = null;
    } else if (char === "}") stack.pop();
  }
  return duplicates;
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

  it("no lang file writes a key twice in one object (the first would be lost)", async () => {
    for (const file of await readdir(path.join(repoRoot, "lang"))) {
      expect(duplicateKeys(await readFile(path.join(repoRoot, "lang", file), "utf8")), file).toEqual([]);
    }
  });
  it("the duplicate check finds a block written twice, and only that", () => {
    expect(duplicateKeys('{"A": {"B": "x", "C": {"D": "y"}}, "E": "z", "A": {"F": "w"}}')).toEqual(["A"]);
    expect(duplicateKeys('{"A": {"B": "x", "B": "y"}, "C": {"B": "z"}}')).toEqual(["A.B"]);
    expect(duplicateKeys('{"A": {"B": "say \\"B\\": twice"}}')).toEqual([]);
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
