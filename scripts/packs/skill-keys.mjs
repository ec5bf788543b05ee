// The skill lists live in the engines (src/rules/*/skills.ts); this script runs under plain node without a
// TypeScript loader, so it reads the keys from those sources: a pack actor stores every skill the model has.
import { readFileSync } from "node:fs";

const root = new URL("../../", import.meta.url);

function skillKeys(path) {
  const source = readFileSync(new URL(path, root), "utf8");
  const keys = [...source.matchAll(/^\s*skill\("([a-zA-Z]+)"/gm)].map((match) => match[1]);
  if (keys.length === 0) throw new Error(`no skills read from ${path}`);
  return keys;
}

/** RCR: every skill's ranks and other modifier, at 0. */
export function rcrSkills() {
  return Object.fromEntries(skillKeys("src/rules/rcr/skills.ts").map((key) => [key, { ranks: 0, misc: 0 }]));
}

/** Saga: every skill but those stored under `initiative` and `force` (skill-fields.ts), untrained, at 0. */
export function sagaSkills() {
  const elsewhere = ["initiative", "useTheForce"];
  return Object.fromEntries(
    skillKeys("src/rules/saga/skills.ts")
      .filter((key) => !elsewhere.includes(key))
      .map((key) => [key, { trained: false, focus: false, misc: 0 }]),
  );
}
