import { d6 } from "../../rules/index.ts";
import type { Random } from "../random.ts";

/**
 * Rolls a dice code: one face per die, then the engine reads the total (d6.wildDieTotal: with the Wild Die
 * option one die is wild, a 6 rolls again and a first 1 removes itself and the highest other die; without it
 * every die is ordinary). A code of no dice is its pips.
 */
export function rollCode(
  code: d6.DiceCode,
  random: Random,
  options: d6.Options,
  faces: number[],
  wild: number[],
): number {
  faces.length = 0;
  wild.length = 0;
  if (code.dice <= 0) return code.pips;
  for (let i = 1; i < code.dice; i++) faces.push(random.die(6));
  wild.push(random.die(6));
  let result = d6.wildDieTotal({ code, faces, wild }, options);
  while (result.rerollWild) {
    wild.push(random.die(6));
    result = d6.wildDieTotal({ code, faces, wild }, options);
  }
  return result.total;
}
