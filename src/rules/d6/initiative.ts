import { compareDiceCodes, type DiceCode } from "./dice-code.ts";

/**
 * The character who rolls initiative for his side: the one with the highest Perception (the first listed
 * on a tie); null for an empty side. (D6 core, not in the text.)
 */
export function initiativeRoller<T extends { perception: DiceCode }>(side: readonly T[]): T | null {
  let best: T | null = null;
  for (const character of side) {
    if (best === null || compareDiceCodes(character.perception, best.perception) > 0) best = character;
  }
  return best;
}

/**
 * The side whose Perception roll is highest: it chooses whether to act first or last. Null on a tie for the
 * highest (or no rolls): roll again. (D6 core, not in the text.)
 */
export function initiativeWinner<S>(rolls: readonly { side: S; total: number }[]): S | null {
  const highest = Math.max(...rolls.map((roll) => roll.total));
  const top = rolls.filter((roll) => roll.total === highest);
  return top.length === 1 ? top[0]!.side : null;
}

/**
 * A side's acting order: highest Perception first; equal Perceptions keep their given order. A new array,
 * the input untouched. (D6 core, not in the text.)
 */
export function perceptionOrder<T extends { perception: DiceCode }>(side: readonly T[]): T[] {
  return [...side].sort((a, b) => compareDiceCodes(b.perception, a.perception));
}
