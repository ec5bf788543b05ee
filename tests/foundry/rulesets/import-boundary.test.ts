// Shared code asks the registry and never imports a ruleset folder (src/rulesets/<id>/): only the two
// registry entries (the system's src/rulesets/index.ts and the simulate command's simulate-cli-entry.ts)
// register the built-in rulesets by importing them. The pure engine (src/rules/) imports no Foundry
// adapter at all. Read straight from the sources.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../../browser/harness/paths.ts";

const SRC = path.join(repoRoot, "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

/** Every module specifier a file imports or re-exports (static, type-only and dynamic imports). */
function importsOf(source: string): string[] {
  const specifiers = [
    ...source.matchAll(/\b(?:import|export)\b[^"';]*?\bfrom\s*["']([^"']+)["']/g),
    ...source.matchAll(/\bimport\s*["']([^"']+)["']/g),
    ...source.matchAll(/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g),
  ];
  return specifiers.map((match) => match[1] ?? "");
}

/** The ruleset folder (its id) a path lies in, or null: `src/rulesets/<id>/...`. */
function rulesetFolderOf(file: string): string | null {
  const relative = path.relative(path.join(SRC, "rulesets"), file);
  const [first, ...rest] = relative.split(path.sep);
  return !relative.startsWith("..") && rest.length > 0 && first ? first : null;
}

/**
 * The two entries that register the built-in rulesets, one line each: the system's (src/rulesets/index.ts)
 * and the simulate command's (src/rulesets/simulate-cli-entry.ts, each ruleset's pack-reading CLI part).
 */
const REGISTRY_ENTRIES = [path.join("rulesets", "index.ts"), path.join("rulesets", "simulate-cli-entry.ts")];

/** The imports of `file` that reach into a ruleset folder other than its own. */
function boundaryViolations(file: string, source: string): string[] {
  if (REGISTRY_ENTRIES.includes(path.relative(SRC, file))) return [];
  const own = rulesetFolderOf(file);
  return importsOf(source).filter((specifier) => {
    if (!specifier.startsWith(".")) return false;
    const target = rulesetFolderOf(path.resolve(path.dirname(file), specifier));
    return target !== null && target !== own;
  });
}

const files = sourceFiles(SRC);

describe("the ruleset import boundary", () => {
  it("catches what it is meant to catch (and lets the rest through)", () => {
    const shared = path.join(SRC, "documents", "combat.ts");
    expect(boundaryViolations(shared, 'import { rcr } from "../rulesets/rcr/index.ts";')).toEqual([
      "../rulesets/rcr/index.ts",
    ]);
    expect(boundaryViolations(shared, 'import type { X } from "../rulesets/rcr/types.ts";')).toHaveLength(1);
    expect(boundaryViolations(shared, 'const m = await import("../rulesets/saga/combat.ts");')).toHaveLength(
      1,
    );
    expect(boundaryViolations(shared, 'import { rulesetFor } from "../rulesets/registry.ts";')).toEqual([]);
    const rcrFile = path.join(SRC, "rulesets", "rcr", "combat.ts");
    expect(boundaryViolations(rcrFile, 'import { x } from "./sheets.ts";')).toEqual([]);
    expect(boundaryViolations(rcrFile, 'import { x } from "../saga/sheets.ts";')).toEqual([
      "../saga/sheets.ts",
    ]);
  });

  it("no source file imports a ruleset folder but the registry's two entries and the folder itself", () => {
    expect(files.length).toBeGreaterThan(100);
    const violations = files.flatMap((file) =>
      boundaryViolations(file, readFileSync(file, "utf8")).map(
        (spec) => `${path.relative(repoRoot, file)} → ${spec}`,
      ),
    );
    expect(violations).toEqual([]);
  });

  it("the registry's entry does import the built-in rulesets (so the check above is not vacuous)", () => {
    const entry = readFileSync(path.join(SRC, "rulesets", "index.ts"), "utf8");
    expect(importsOf(entry)).toContain("./rcr/index.ts");
  });

  it("the pure engine imports no adapter: nothing from src/rulesets, src/documents or Foundry", () => {
    const engine = files.filter((file) => path.relative(SRC, file).startsWith(`rules${path.sep}`));
    expect(engine.length).toBeGreaterThan(10);
    for (const file of engine) {
      const reach = importsOf(readFileSync(file, "utf8")).filter(
        (spec) =>
          !spec.startsWith(".") ||
          !path.resolve(path.dirname(file), spec).startsWith(path.join(SRC, "rules")),
      );
      expect(reach, path.relative(repoRoot, file)).toEqual([]);
    }
  });
});
