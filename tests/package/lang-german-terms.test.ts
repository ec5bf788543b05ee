import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * One German term per concept: every string whose English names the concept says it in German with the
 * term chosen for it, never with another word for it, and never with the term of a concept its English does
 * not name (a feat is a "Talent", as in the German d20 books, so a Saga talent is a "Fähigkeit").
 */
interface Concept {
  name: string;
  english: RegExp;
  german: RegExp;
  /** German words that name something else, or the same thing in another way. */
  never?: RegExp;
}

const concepts: readonly Concept[] = [
  { name: "Burst Fire", english: /\bburst fire\b/i, german: /Feuerst(o|ö)(ß|ss)/, never: /Salve/ },
  { name: "Autofire", english: /\bautofire\b/i, german: /Dauerfeuer/, never: /Automatikfeuer/ },
  {
    name: "Rapid Shot",
    english: /\brapid shot\b/i,
    german: /Schnelle[sn]? Schie(ß|ss)en/,
    never: /Schnellschuss/,
  },
  { name: "token", english: /\btokens?\b/i, german: /Token/, never: /Spielfigur|Spielstein/ },
  { name: "feat", english: /\bfeats?\b/i, german: /talent/i },
  { name: "talent (Saga)", english: /\btalents?\b/i, german: /Fähigkeit/ },
];

type Tree = { [key: string]: string | Tree };
function strings(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value] as [string, string]]
      : strings(value, `${prefix}${key}.`),
  );
}
const read = (file: string) => new Map(strings(JSON.parse(readFileSync(file, "utf8")) as Tree));
const english = read("lang/en.json");
const german = read("lang/de.json");

describe("one German term per concept", () => {
  for (const concept of concepts) {
    it(`${concept.name}: every string that names it says it the same way`, () => {
      const named = [...english].filter(([key, text]) => concept.english.test(text) && german.has(key));
      expect(named.length).toBeGreaterThan(0);
      const off = named
        .map(([key]) => [key, german.get(key) ?? ""] as const)
        .filter(
          ([key, text]) =>
            !concept.german.test(text) ||
            concept.never?.test(text) ||
            concepts.some(
              (other) =>
                other !== concept && other.german.test(text) && !other.english.test(english.get(key) ?? ""),
            ),
        )
        .map(([key, text]) => `${key}: ${text}`);
      expect(off).toEqual([]);
    });
  }
});
