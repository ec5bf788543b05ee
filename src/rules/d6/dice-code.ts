/**
 * A D6 dice code: "3D+2" is three dice plus two pips. The penalty "-1D" is `{ dice: -1, pips: 0 }`.
 * d6-combat.txt › Combat and Injuries (damage codes), Armor (armor adds dice to Strength).
 */
export interface DiceCode {
  dice: number;
  pips: number;
}

/** A code of whole dice and no pips: 2 → 2D, -1 → -1D. */
export function wholeDice(dice: number): DiceCode {
  return { dice, pips: 0 };
}

// A sign before the dice belongs to the dice, a sign before the pips to the pips: "-1D", "1D-1", "+1D+2".
const DICE_CODE = /^([+-]?)(\d+)d(?:([+-])(\d+))?$/i;

/** Reads "3D+2", "5D", "+1D", "-1D", "1D-1" (D or d, spaces ignored); anything else is null. */
export function parseDiceCode(text: string): DiceCode | null {
  const match = DICE_CODE.exec(text.replace(/\s/g, ""));
  if (!match) return null;
  const [, diceSign, dice, pipsSign, pips] = match;
  return {
    dice: signed(diceSign, Number(dice)),
    pips: pips === undefined ? 0 : signed(pipsSign, Number(pips)),
  };
}

// `0 - 0` would give -0, so a negative zero never leaves the parser.
function signed(sign: string | undefined, value: number): number {
  return sign === "-" && value !== 0 ? -value : value;
}

/** "3D+2", "5D", "1D-1", "0D+2"; `signed` writes a leading "+" on non-negative dice: "+1D", "+1D+2". */
export function formatDiceCode(code: DiceCode, opts?: { signed?: boolean }): string {
  const sign = opts?.signed && code.dice >= 0 ? "+" : "";
  const pips = code.pips > 0 ? `+${code.pips}` : code.pips < 0 ? `${code.pips}` : "";
  return `${sign}${code.dice}D${pips}`;
}

/** Pips in one die: three pips make a die (D6 core, not in the texts). */
const PIPS_PER_DIE = 3;

/**
 * The codes together, counted the way D6 players count them: everything in pips, three pips make a die,
 * so 3D+2 and +1 pip is 4D and 2D less a pip is 1D+2. A negative sum (a pure penalty) keeps its sign on
 * both parts: -1 pip stays 0D-1, -4 pips is -1D-1. No codes: 0D. (D6 core, not in the texts: the text
 * states no carry rule; this is the published convention, and it changes what is rolled: 5D, not 4D+3.)
 */
export function addDiceCodes(...codes: DiceCode[]): DiceCode {
  let total = 0;
  for (const code of codes) total += code.dice * PIPS_PER_DIE + code.pips;
  // Truncation and the remainder keep the sum's sign on both parts; `+ 0` turns a -0 part into 0.
  return { dice: Math.trunc(total / PIPS_PER_DIE) + 0, pips: (total % PIPS_PER_DIE) + 0 };
}

/** A rolled code's total: every die face given plus the pips. The caller rolls one face per die. */
export function diceTotal(code: DiceCode, faces: readonly number[]): number {
  let total = code.pips;
  for (const face of faces) total += face;
  return total;
}

/**
 * Orders two codes, the higher first when sorting with it descending: more dice is higher, then more pips
 * (used for "the highest Perception": D6 core, not in the text).
 */
export function compareDiceCodes(a: DiceCode, b: DiceCode): number {
  return a.dice - b.dice || a.pips - b.pips;
}
