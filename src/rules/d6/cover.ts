import { addDiceCodes, type DiceCode, wholeDice } from "./dice-code.ts";

/** What hides a target: smoke and light (Cover Modifiers 1) or how much of him an object covers (2). */
export type CoverKind =
  | "lightSmoke"
  | "thickSmoke"
  | "veryThickSmoke"
  | "poorLight"
  | "moonlitNight"
  | "completeDarkness"
  | "quarter"
  | "half"
  | "threeQuarters"
  | "full";

// d6-combat.txt › Cover Modifiers 1 and 2. Full cover has no dice: the attacker must remove it first.
const COVER_DICE: Readonly<Record<CoverKind, number | null>> = {
  lightSmoke: 1,
  thickSmoke: 2,
  veryThickSmoke: 4,
  poorLight: 1,
  moonlitNight: 2,
  completeDarkness: 4,
  quarter: 1,
  half: 2,
  threeQuarters: 4,
  full: null,
};

/** The dice one kind of cover adds to the difficulty; null for full cover. */
export function coverModifier(cover: CoverKind): DiceCode | null {
  const dice = COVER_DICE[cover];
  return dice === null ? null : wholeDice(dice);
}

/** Every cover that applies, added together; null when any of them is full cover. */
export function coverModifiers(covers: readonly CoverKind[]): DiceCode | null {
  const codes: DiceCode[] = [];
  for (const cover of covers) {
    const code = coverModifier(cover);
    if (code === null) return null;
    codes.push(code);
  }
  return addDiceCodes(...codes);
}
