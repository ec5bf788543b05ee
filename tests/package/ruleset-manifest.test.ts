// system.json names only the rulesets that exist, and groups each ruleset's compendium packs in its own
// pack folder (the system expands the world ruleset's folder: src/hooks/ruleset-pack-folders.ts).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./built-system.ts";

interface Manifest {
  title: string;
  packs: { name: string }[];
  packFolders: { name: string; packs: string[] }[];
}

const manifest = JSON.parse(readFileSync(path.join(repoRoot, "system.json"), "utf8")) as Manifest;

/** The three rulesets of the design, the word the title uses for each, and whether its folder exists. */
const RULESETS = [
  { id: "rcr", title: "RCR" },
  { id: "saga", title: "Saga" },
  { id: "d6", title: "D6" },
].map((r) => ({ ...r, exists: existsSync(path.join(repoRoot, "src/rulesets", r.id, "index.ts")) }));

describe("system.json and the rulesets", () => {
  it("the title names exactly the rulesets that exist (today RCR alone)", () => {
    expect(RULESETS.filter((r) => r.exists).map((r) => r.id)).toContain("rcr");
    for (const ruleset of RULESETS)
      expect(manifest.title.includes(ruleset.title), ruleset.id).toBe(ruleset.exists);
  });

  it("every existing ruleset's packs sit in one pack folder of their own, and every pack is in a folder", () => {
    const existing = RULESETS.filter((r) => r.exists);
    for (const ruleset of existing) {
      const own = manifest.packs.map((p) => p.name).filter((name) => name.startsWith(`${ruleset.id}-`));
      expect(own.length, ruleset.id).toBeGreaterThan(0);
      const folders = manifest.packFolders.filter((f) => f.packs.some((name) => own.includes(name)));
      expect(folders, ruleset.id).toHaveLength(1);
      expect([...(folders[0]?.packs ?? [])].sort(), ruleset.id).toEqual([...own].sort());
    }
    const foldered = manifest.packFolders.flatMap((f) => f.packs).sort();
    expect(foldered).toEqual(manifest.packs.map((p) => p.name).sort());
  });
});
