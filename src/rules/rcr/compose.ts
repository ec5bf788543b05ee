import type { BonusPart, ComposedBonus } from "./types.ts";

/** Situational modifiers: a number (one "situational" part) or labelled parts kept as given. */
export type Situational = number | readonly BonusPart[];

/** The sum of the parts' values. */
export function sumParts(parts: readonly BonusPart[]): number {
  let total = 0;
  for (const part of parts) total += part.value;
  return total;
}

/** Adds the non-zero parts and sums them into a composed bonus. */
export function compose(parts: BonusPart[], situational: Situational | undefined): ComposedBonus {
  if (typeof situational === "number") {
    if (situational) parts.push({ label: "situational", value: situational });
  } else if (situational) {
    for (const part of situational) if (part.value) parts.push({ label: part.label, value: part.value });
  }
  return { total: sumParts(parts), parts };
}
