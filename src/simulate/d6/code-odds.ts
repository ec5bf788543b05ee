import { d6 } from "../../rules/index.ts";

/**
 * Exact odds of a dice code's total (ordinary dice, the Wild Die left out: the policy's estimate only, the
 * fights roll it when the option is on): `odds[k]` is the chance of the total `low + k`.
 */
export interface CodeOdds {
  low: number;
  odds: Float64Array;
}

export function codeOdds(code: d6.DiceCode): CodeOdds {
  let odds = new Float64Array([1]);
  for (let die = 0; die < code.dice; die++) {
    const next = new Float64Array(odds.length + 5);
    for (let k = 0; k < odds.length; k++)
      for (let face = 0; face < 6; face++) next[k + face] = next[k + face]! + odds[k]! / 6;
    odds = next;
  }
  return { low: Math.max(0, code.dice) + code.pips, odds };
}

/** The chance that a roll of `code` reaches `difficulty` (equal or higher: d6.resolveAttack). */
export function chanceToReach(code: d6.DiceCode, difficulty: number): number {
  const { low, odds } = codeOdds(code);
  let chance = 0;
  for (let k = 0; k < odds.length; k++)
    if (d6.resolveAttack({ total: low + k, difficulty }).hit) chance += odds[k]!;
  return chance;
}

/** How much each row of the damage chart counts for the policy (a knock-out or worse ends a foe's fight). */
const SEVERITY: Readonly<Record<d6.DamageResult, number>> = {
  noEffect: 0,
  stunned: 1,
  unconscious: 6,
  wounded: 3,
  incapacitated: 6,
  mortallyWounded: 8,
  killed: 10,
};

/** The expected severity of one hit: every damage total against every Strength roll, read by d6.characterDamage. */
export function expectedSeverity(damage: d6.DiceCode, resist: d6.DiceCode, stun: boolean): number {
  const hit = codeOdds(damage);
  const roll = codeOdds(resist);
  let total = 0;
  for (let a = 0; a < hit.odds.length; a++)
    for (let b = 0; b < roll.odds.length; b++) {
      const { result } = d6.characterDamage({ damageTotal: hit.low + a, resistTotal: roll.low + b, stun });
      total += hit.odds[a]! * roll.odds[b]! * SEVERITY[result];
    }
  return total;
}

/**
 * The difficulty number the simulator, as the GM, sets for a level: the middle of its totals (Easy 8, Moderate
 * 13, Difficult 18, as the text's own examples; Very Easy 3, Very Difficult 26, Heroic 35).
 */
export function difficultyNumber(level: d6.DifficultyLevel): number {
  const row = d6.DIFFICULTY_LEVELS.find((r) => r.level === level)!;
  const low = Number.isFinite(row.min) ? row.min : 1;
  const high = row.max ?? row.min + 8;
  return Math.round((low + high) / 2);
}
