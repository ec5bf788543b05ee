import type { DamageResult } from "./health.ts";

// d6-combat.txt › Character Damage Chart: the highest difference of each row; above the last is killed.
const CHARACTER_DAMAGE_CHART: readonly (readonly [number, DamageResult])[] = [
  [-1, "noEffect"],
  [3, "stunned"],
  [8, "wounded"],
  [12, "incapacitated"],
  [15, "mortallyWounded"],
];

/**
 * The damage roll against the target's Strength roll: below 0 no effect (Strength wins only when higher),
 * 0-3 stunned, 4-8 wounded, 9-12 incapacitated, 13-15 mortally wounded, 16+ killed.
 * A weapon set for stun turns every row above stunned into "unconscious". d6-combat.txt › Stun Damage.
 */
export function characterDamage(input: { damageTotal: number; resistTotal: number; stun?: boolean }): {
  difference: number;
  result: DamageResult;
} {
  const difference = input.damageTotal - input.resistTotal;
  const row = CHARACTER_DAMAGE_CHART.find(([highest]) => difference <= highest);
  const result = row ? row[1] : "killed";
  if (input.stun && difference > 3) return { difference, result: "unconscious" };
  return { difference, result };
}
