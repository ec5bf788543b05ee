import { type DiceCode, wholeDice } from "./dice-code.ts";

/**
 * The difficulty dice of a called shot at a small target, by its length in centimeters: under 1 cm +8D,
 * 1 to under 10 cm +4D, 10 to 50 cm +1D; anything longer is not a small target (null).
 * d6-combat.txt › Called Shots. The text puts 10 cm in two ranges; the contract gives it +1D.
 */
export function calledShotModifier(lengthCm: number): DiceCode | null {
  if (lengthCm < 1) return wholeDice(8);
  if (lengthCm < 10) return wholeDice(4);
  if (lengthCm <= 50) return wholeDice(1);
  return null;
}
