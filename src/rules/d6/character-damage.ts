import { damageChartRow } from "./damage-chart.ts";
import type { DamageResult } from "./health.ts";

const CHARACTER_DAMAGE_CHART = [
  "noEffect",
  "stunned",
  "wounded",
  "incapacitated",
  "mortallyWounded",
  "killed",
] as const satisfies readonly DamageResult[];

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
  const result: DamageResult = damageChartRow(CHARACTER_DAMAGE_CHART, difference);
  if (input.stun && difference > 3) return { difference, result: "unconscious" };
  return { difference, result };
}

/**
 * Half a damage roll's total, rounded down: the card's Half button (the other rulesets have one). Not a rule
 * of the text nor of D6 core: the GM's call for a glancing blow, made on the total before the Strength roll.
 */
export function halfDamageTotal(damageTotal: number): number {
  return Math.floor(Math.max(0, damageTotal) / 2);
}
