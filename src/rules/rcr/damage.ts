import { bySize, type Health, type Size, type WoundCondition } from "./types.ts";
import { woundCondition } from "./wound-condition.ts";

/** What one hit does, as `applyDamage` takes it. */
export interface DamageHit {
  /** Rolled damage after modifiers; below 1 counts as 1. */
  amount: number;
  /** Confirmed critical: heroic target takes it all to wounds; ordinary target drops to -1 wounds. */
  critical?: boolean;
  /** Pulled blow, vitality only: only vitality is lost, the rest is wasted. */
  vitalityOnly?: boolean;
  /** Pulled blow, half damage: the damage is halved (rounded down, minimum 1). */
  halfDamage?: boolean;
  /** The damage ignores armor damage reduction. */
  ignoreDamageReduction?: boolean;
}

/** The outcome of `applyDamage`. */
export interface DamageResult {
  vitality: number;
  wounds: number;
  vitalityLost: number;
  woundsLost: number;
  reducedByDamageReduction: number;
  /** Damage that reached no pool (pulled blow beyond vitality). */
  wasted: number;
  /** The damage after the minimum of 1 and halving: vitalityLost + woundsLost + DR + wasted. */
  effectiveDamage: number;
  woundsLostThisRound: number;
  /** 5 + wounds lost this round, when this hit cost wounds; else null. */
  fortitudeDC: number | null;
  condition: WoundCondition;
}

// rcr-combat.txt › Minimum Weapon Damage: a hit always deals at least 1 point.
export function minimumDamage(total: number): number {
  return Math.max(1, total);
}

/**
 * The damage a hit deals before it meets the target's pools: at least 1, then halved (rounded down, at least
 * 1) for a half-damage hit. rcr-combat.txt › Minimum Weapon Damage, Pulling a Blow.
 */
export function effectiveDamage(hit: Pick<DamageHit, "amount" | "halfDamage">): number {
  const rolled = minimumDamage(hit.amount);
  return hit.halfDamage ? minimumDamage(Math.floor(rolled / 2)) : rolled;
}

/**
 * Applies one hit to a target: vitality first, the overflow to wounds through armor DR.
 * rcr-combat.txt › Vitality Points and Wound Points, Damage Rolls, Critical Hits, Damage Reduction,
 * Effects of Damage (Fortitude DC 5 + wounds lost this round); rcr-combat.txt › Pulling a Blow.
 *
 * Choices where the text is silent (documented in docs/rules-api-core.md):
 * - DR may absorb all of the wound damage: the minimum of 1 applies to the rolled damage, not after DR.
 * - A pulled blow (`vitalityOnly`) overrides `critical`: nothing reaches wounds.
 * - An ordinary target's critical ignores the amount: wounds drop to -1 (never raised if already lower);
 *   `wasted` and `reducedByDamageReduction` are then 0 and the conservation identity does not hold.
 */
export function applyDamage(target: Health, hit: DamageHit): DamageResult {
  const effective = effectiveDamage(hit);
  const priorRound = target.woundsLostThisRound ?? 0;

  let vitalityLost = 0;
  let woundsLost = 0;
  let absorbed = 0;
  let wasted = 0;

  if (hit.critical && !hit.vitalityOnly && !target.heroic) {
    // rcr-combat.txt › Critical Hits: an ordinary opponent drops to -1 wound points.
    woundsLost = Math.max(0, target.wounds + 1);
  } else {
    let rest = effective;
    if (!hit.critical || hit.vitalityOnly) {
      vitalityLost = Math.min(rest, Math.max(0, target.vitality));
      rest -= vitalityLost;
    }
    if (hit.vitalityOnly) {
      wasted = rest;
    } else {
      const dr = hit.ignoreDamageReduction ? 0 : Math.max(0, target.damageReduction ?? 0);
      absorbed = Math.min(rest, dr);
      woundsLost = rest - absorbed;
    }
  }

  const wounds = target.wounds - woundsLost;
  const woundsLostThisRound = priorRound + woundsLost;
  return {
    vitality: target.vitality - vitalityLost,
    wounds,
    vitalityLost,
    woundsLost,
    reducedByDamageReduction: absorbed,
    wasted,
    effectiveDamage: effective,
    woundsLostThisRound,
    fortitudeDC: woundsLost > 0 ? 5 + woundsLostThisRound : null,
    condition: woundCondition(wounds, target.woundsMax),
  };
}

/** How a melee weapon is held, for the Strength bonus to damage. */
export type Grip = "one-hand" | "off-hand" | "two-hands";

/**
 * Strength modifier to melee damage by grip. rcr-combat.txt › Strength Modifier, Off-Hand Weapon,
 * Wielding a Weapon Two-Handed: off hand adds half, two hands one and a half times (rounded down),
 * but only a bonus is scaled: a penalty applies in full.
 * A weapon smaller than the wielder's size held in two hands gets no extra: pass "one-hand".
 */
export function strengthDamageBonus(strModifier: number, grip: Grip): number {
  if (grip === "one-hand") return strModifier;
  const bonus = Math.max(0, strModifier);
  const penalty = Math.min(0, strModifier);
  return penalty + (grip === "off-hand" ? Math.floor(bonus / 2) : Math.floor((bonus * 3) / 2));
}

// rcr-combat.txt › Unarmed Strike Damage gives Small 1d2, Medium 1d3, Large 1d4; the other sizes follow
// the standard d20 step of that progression (Tiny and smaller 1, Huge 1d6, Gargantuan 1d8, Colossal 2d6).
/** Unarmed strike damage formula for a striker of this size. */
export const unarmedDamage: (size: Size) => string = bySize([
  "1",
  "1",
  "1",
  "1d2",
  "1d3",
  "1d4",
  "1d6",
  "1d8",
  "2d6",
]);
