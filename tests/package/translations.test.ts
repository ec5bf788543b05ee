import { readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSystemInto, repoRoot } from "./built-system.ts";

type Language = { lang: string; name: string; path: string };

/** Every leaf of a lang file by its dotted key; leaves that are not strings are kept, to be reported. */
function flatten(tree: object, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, full)) out.set(k, v);
    } else out.set(full, value);
  }
  return out;
}

/** The `{name}` placeholders Foundry's i18n.format fills in, sorted and without repeats. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1] as string))].sort();
}

/** Every way a translation differs from English in keys, emptiness or placeholders, one line per key. */
function translationProblems(english: Map<string, unknown>, translation: Map<string, unknown>): string[] {
  const problems: string[] = [];
  for (const key of english.keys()) if (!translation.has(key)) problems.push(`missing: ${key}`);
  for (const [key, value] of translation) {
    const source = english.get(key);
    if (source === undefined) problems.push(`extra: ${key}`);
    else if (typeof value !== "string" || value.trim() === "")
      problems.push(`not a non-empty string: ${key}`);
    else if (typeof source === "string") {
      const want = placeholders(source).join(", ");
      const got = placeholders(value).join(", ");
      if (want !== got) problems.push(`placeholders {${got}} instead of {${want}}: ${key}`);
    }
  }
  return problems;
}

const manifest = JSON.parse(readFileSync(path.join(repoRoot, "system.json"), "utf8")) as {
  languages: Language[];
};
const translations = manifest.languages.filter((l) => l.lang !== "en");

async function readLang(file: string): Promise<Map<string, unknown>> {
  return flatten(JSON.parse(await readFile(path.join(repoRoot, file), "utf8")) as object);
}

describe("the translation check itself", () => {
  const english = new Map<string, unknown>([
    ["SWRPG.A", "Attack {name}"],
    ["SWRPG.B", "{fights} fights: {mean} rounds"],
    ["SWRPG.C", "Plain"],
  ]);

  it("passes a translation with the same keys and placeholders, in any order", () => {
    const german = new Map<string, unknown>([
      ["SWRPG.C", "Schlicht"],
      ["SWRPG.B", "im Mittel {mean} Runden in {fights} Kämpfen"],
      ["SWRPG.A", "{name} angreifen"],
    ]);
    expect(translationProblems(english, german)).toEqual([]);
  });

  it("names a missing key, an extra key, an empty value and a value that is not a string", () => {
    const german = new Map<string, unknown>([
      ["SWRPG.A", " "],
      ["SWRPG.B", 3],
      ["SWRPG.D", "Zusatz"],
    ]);
    expect(translationProblems(english, german)).toEqual([
      "missing: SWRPG.C",
      "not a non-empty string: SWRPG.A",
      "not a non-empty string: SWRPG.B",
      "extra: SWRPG.D",
    ]);
  });

  it("names a placeholder renamed, dropped or added", () => {
    const german = new Map<string, unknown>([
      ["SWRPG.A", "{Name} angreifen"],
      ["SWRPG.B", "{fights} Kämpfe"],
      ["SWRPG.C", "Schlicht {value}"],
    ]);
    expect(translationProblems(english, german)).toEqual([
      "placeholders {Name} instead of {name}: SWRPG.A",
      "placeholders {fights} instead of {fights, mean}: SWRPG.B",
      "placeholders {value} instead of {}: SWRPG.C",
    ]);
  });
});

describe("translations", () => {
  it("system.json lists English and at least one translation, and every file in lang/", async () => {
    expect(manifest.languages.find((l) => l.lang === "en")?.path).toBe("lang/en.json");
    expect(translations.length).toBeGreaterThan(0);
    const files = (await readdir(path.join(repoRoot, "lang"))).map((f) => `lang/${f}`).sort();
    expect(manifest.languages.map((l) => l.path).sort()).toEqual(files);
  });

  describe.each(translations)("$name ($path)", (language) => {
    it("has exactly English's keys, each a non-empty string with English's placeholders", async () => {
      const english = await readLang("lang/en.json");
      const translation = await readLang(language.path);
      expect(english.size).toBeGreaterThan(100);
      expect(translationProblems(english, translation), language.path).toEqual([]);
    });

    it("keeps English's key order, so the two files read side by side", async () => {
      const english = await readLang("lang/en.json");
      const translation = await readLang(language.path);
      const shared = [...english.keys()].filter((key) => translation.has(key));
      expect(shared.length).toBeGreaterThan(100);
      expect([...translation.keys()].filter((key) => english.has(key))).toEqual(shared);
    });
  });
});

describe("the build", () => {
  let dist = "";

  beforeAll(async () => {
    dist = await buildSystemInto("translations");
  });

  it("ships every language file of system.json unchanged", async () => {
    expect(manifest.languages.length).toBeGreaterThan(1);
    for (const language of manifest.languages) {
      const built = await readFile(path.join(dist, language.path), "utf8");
      expect(built, language.path).toBe(await readFile(path.join(repoRoot, language.path), "utf8"));
    }
  });
});
