import type { DiceCode } from "./dice-code.ts";
import type { Options } from "./options.ts";

/** What the GM makes of a 1 on the Wild Die's first roll. */
export type WildDieOne = "removeHighest" | "complication" | "addNormally";

/** A roll with the Wild Die read. */
export interface WildDieResult {
  total: number;
  /** The Wild Die's last face is a 6: roll it again and call once more with the new face appended. */
  rerollWild: boolean;
  /** A 1 on the first roll that the GM turned into a complication. */
  complication: boolean;
}

/**
 * A dice code's total with the Wild Die (D6 core, not in the text; `options.wildDie`, off by default).
 * One of the code's dice is the Wild Die: `faces` are the other dice, `wild` every face the Wild Die showed
 * (the first roll, then one more after each 6). A 6 adds and rolls again, as long as sixes come. A 1 on the
 * first roll is the GM's choice: remove it and the highest other die (the default), add it normally with a
 * complication, or just add it. Without the option the Wild Die is an ordinary die: only its first face
 * counts and nothing is rerolled.
 */
export function wildDieTotal(
  input: { code: DiceCode; faces: readonly number[]; wild: readonly number[]; onOne?: WildDieOne },
  options?: Options,
): WildDieResult {
  let total = input.code.pips;
  for (const face of input.faces) total += face;
  const first = input.wild[0];
  if (first === undefined) return { total, rerollWild: false, complication: false };
  if (!options?.wildDie) return { total: total + first, rerollWild: false, complication: false };
  if (first === 1) {
    const onOne = input.onOne ?? "removeHighest";
    if (onOne === "removeHighest") {
      const highest = input.faces.length > 0 ? Math.max(...input.faces) : 0;
      return { total: total - highest, rerollWild: false, complication: false };
    }
    return { total: total + 1, rerollWild: false, complication: onOne === "complication" };
  }
  for (const face of input.wild) total += face;
  return { total, rerollWild: input.wild[input.wild.length - 1] === 6, complication: false };
}
