import { type DiceCode, wholeDice } from "./dice-code.ts";

/**
 * The multiple-action penalty: −1D for each action beyond the first this round, on every one of them
 * (D6 core, not in the text). None or one action: 0D.
 */
export function multipleActionPenalty(actions: number): DiceCode {
  return wholeDice(Math.min(0, 1 - actions));
}
