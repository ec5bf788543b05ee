import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * JSON.parse keeps only the last of two equal keys in one object, silently: when two branches each add the
 * same block to a lang file and git merges them side by side, the first block's strings vanish at load.
 * This reads the files' text itself and lists every key written twice in one object, with its path.
 */
function duplicateKeys(text: string): string[] {
  const found: string[] = [];
  let at = 0;
  const skipSpace = () => {
    while (/\s/.test(text[at] ?? "")) at++;
  };
  const readString = (): string => {
    const start = at;
    at++; // the opening quote
    while (text[at] !== '"') at += text[at] === "\\" ? 2 : 1;
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const readValue = (where: string): void => {
    skipSpace();
    const first = text[at];
    if (first === "{") {
      at++;
      const seen = new Set<string>();
      skipSpace();
      while (text[at] !== "}") {
        skipSpace();
        const key = readString();
        const full = where ? `${where}.${key}` : key;
        if (seen.has(key)) found.push(full);
        seen.add(key);
        skipSpace();
        at++; // the colon
        readValue(full);
        skipSpace();
        if (text[at] === ",") at++;
        skipSpace();
      }
      at++;
    } else if (first === "[") {
      at++;
      skipSpace();
      let index = 0;
      while (text[at] !== "]") {
        readValue(`${where}[${index++}]`);
        skipSpace();
        if (text[at] === ",") at++;
        skipSpace();
      }
      at++;
    } else if (first === '"') readString();
    else while (at < text.length && !/[\s,}\]]/.test(text[at] ?? "")) at++;
  };
  JSON.parse(text); // a file that is not JSON at all fails here, with the parser's own message
  readValue("");
  return found;
}

const langDir = path.resolve(import.meta.dirname, "../../lang");

describe("lang files write each key once", () => {
  it("the scanner finds a key written twice in one object, at any depth, and nothing in a clean file", () => {
    expect(duplicateKeys('{"A": {"B": "x", "C": "y"}, "A": {"D": "z"}}')).toEqual(["A"]);
    expect(duplicateKeys('{"A": {"B": "x", "B": "y"}}')).toEqual(["A.B"]);
    expect(duplicateKeys('{"A": {"B": "x \\" , \\"B\\": 1"}, "C": [{"D": 1, "D": 2}]}')).toEqual(["C[0].D"]);
    expect(duplicateKeys('{"A": {"B": "x"}, "B": {"A": "y"}}')).toEqual([]);
  });

  const files = readdirSync(langDir).filter((name) => name.endsWith(".json"));
  it("there are lang files to check (English and German at least)", () => {
    expect(files).toEqual(expect.arrayContaining(["en.json", "de.json"]));
  });
  for (const file of files) {
    it(`${file} has no key twice in one object (JSON.parse would drop all but the last)`, () => {
      expect(duplicateKeys(readFileSync(path.join(langDir, file), "utf8"))).toEqual([]);
    });
  }
});
