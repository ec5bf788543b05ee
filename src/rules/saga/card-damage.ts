import { half } from "./compose.ts";
import { conditionTrackLength } from "./condition-track.ts";
import type { ConditionStep, SagaCoverDegree, SagaOptions, TargetKind } from "./types.ts";

/**
 * What a Saga chat card needs around the damage it applies: the critical's doubling, the halved amount of
 * a "half" button, the extra dice of Burst Fire written into the formula, aiming past cover, and what
 * 0 hit points means for the target.
 */

/** The multiplier of a critical hit: double damage (Saga core, not in the texts). */
export const CRITICAL_MULTIPLIER = 2;

/** The damage a critical hit deals: the rolled damage doubled (Saga core, not in the texts). */
export function criticalDamage(amount: number): number {
  return Math.max(0, amount) * CRITICAL_MULTIPLIER;
}

/** Half of an amount, rounded down (shared/RULES-API-SAGA.md › Conventions), never below 0. */
export function halfDamage(amount: number): number {
  return half(Math.max(0, amount));
}

/**
 * A damage formula with `extra` more dice of its first die size: Burst Fire's +2 dice
 * (saga-special-combat-rules.txt › Autofire, the Burst Fire feat). "3d8+2" with 2 gives "5d8+2";
 * null when the formula has no dice to add to.
 */
export function withExtraDamageDice(formula: string, extra: number): string | null {
  const match = /(\d*)d(\d+)/.exec(formula);
  if (!match) return null;
  if (extra <= 0) return formula;
  const count = Number(match[1] || 1) + extra;
  return `${formula.slice(0, match.index)}${count}d${match[2]}${formula.slice(match.index + match[0].length)}`;
}

/**
 * The cover a target keeps against an aimed attack: aiming ignores cover and improved cover, never total
 * cover (Saga core's Aim action, not in the texts).
 */
export function coverWhenAimed(degree: SagaCoverDegree): SagaCoverDegree {
  return degree === "total" ? "total" : "none";
}

/** What the target is once damage has dropped it to 0 hit points; null while it has hit points left. */
export type ZeroHitPointsState = "unconscious" | "dead" | "disabled" | "destroyed" | null;

/**
 * What 0 hit points means (Saga core, not in the texts: the special text leaves it open). A creature
 * dropped to 0 by damage that reaches its damage threshold dies, otherwise it falls unconscious; a droid,
 * vehicle, device or object is destroyed, or disabled. Stun damage (saga-special-combat-rules.txt ›
 * Stunning) only knocks out, and a target already at 0 that takes more damage is not dropped again.
 */
export function zeroHitPointsState(input: {
  hitPointsBefore: number;
  hitPointsAfter: number;
  /** The damage compared with the threshold (applyDamage's `dealt`; the whole amount for stun and ion). */
  dealt: number;
  damageThreshold: number;
  kind?: TargetKind;
  stun?: boolean;
}): ZeroHitPointsState {
  if (input.hitPointsAfter > 0 || input.hitPointsBefore <= 0) return null;
  const creature = (input.kind ?? "creature") === "creature";
  if (input.stun) return creature ? "unconscious" : null;
  const lethal = input.dealt >= input.damageThreshold;
  if (creature) return lethal ? "dead" : "unconscious";
  return lethal ? "destroyed" : "disabled";
}

/**
 * What the bottom of the condition track means: a creature there is unconscious, a droid, vehicle, device or
 * object disabled (Saga core, not in the texts); null above it. The track's length comes from the options
 * (5, or 15 with the variant track).
 */
export function bottomOfTrackState(
  condition: ConditionStep,
  kind: TargetKind = "creature",
  options?: SagaOptions,
): "unconscious" | "disabled" | null {
  if (condition < conditionTrackLength(options)) return null;
  return kind === "creature" ? "unconscious" : "disabled";
}
