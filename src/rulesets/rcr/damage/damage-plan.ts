import { applyDamage, type DamageHit, type DamageResult } from "../../../rules/index.ts";
import type { AttackCardData } from "../dice/attack-card-data.ts";
import type { DamageRoll, DamageRouting } from "../dice/damage-roll.ts";
import type { RcrHealth } from "./actor-health.ts";
import type { HealthSnapshot } from "./damage-log.ts";

/**
 * What one Apply button does to one target, worked out from the card and the message's DamageRoll: the
 * amount (the roll's total plus what this target adds), whether it is a critical against this target, and
 * how the damage is taken (half, vitality only, a pulled blow). The roll routes it (DamageRoll#routeTo)
 * and the rules engine does the arithmetic.
 */

/** The Apply buttons. */
export type ApplyMode = "full" | "half" | "vitalityOnly";

/** One token's damage: the roll that routes it, how, and the amount (the roll's total plus the bonus). */
export interface DamageSpec extends Required<DamageRouting> {
  amount: number;
  roll: DamageRoll;
}

/** Why a target gets no damage from this card (lang keys under SWRPG.Damage.Refused). */
export type SpecRefusal = "noAttack" | "noDamage" | "notHit" | "stun" | "rollMismatch";

/**
 * The damage of attack `attackIndex` for a token, `roll` being the message's DamageRoll the card names (its
 * total must be the card's). A card target gets it only if the attack landed on it (critical and point
 * blank per target); a token the card does not list (Apply to selected) takes the rolled total as a plain hit.
 */
export function damageSpec(
  card: AttackCardData,
  attackIndex: number,
  tokenUuid: string,
  mode: ApplyMode,
  roll: DamageRoll | null,
): DamageSpec | { refused: SpecRefusal } {
  const attack = card.attacks[attackIndex];
  if (!attack) return { refused: "noAttack" };
  if (!attack.damage) return { refused: "noDamage" };
  if (card.stun) return { refused: "stun" };
  const target = attack.targets.find((entry) => entry.tokenUuid === tokenUuid);
  if (target && !target.lands) return { refused: "notHit" };
  if (!roll || roll.total !== attack.damage.total) return { refused: "rollMismatch" };
  const bonus = target?.damageBonus ?? 0;
  return {
    roll,
    amount: roll.total + bonus,
    bonus,
    critical: target?.critical ?? false,
    // A burst token that made its Reflex save takes half (rcr-combat.txt › Grenadelike Weapon Attacks).
    halfDamage: card.halfDamage || mode === "half" || target?.burst?.outcome === "half",
    vitalityOnly: card.vitalityOnly || mode === "vitalityOnly",
  };
}

/** The engine's result for one hit, and the before/after values Apply writes and logs and Undo restores. */
export interface DamagePlan {
  result: DamageResult;
  before: HealthSnapshot;
  after: HealthSnapshot;
}

/** The engine's plan for one hit on a target's health (DamageRoll#routeTo asks it). */
export function planApplication(health: RcrHealth, hit: DamageHit): DamagePlan {
  const result = applyDamage(health, hit);
  return {
    result,
    before: {
      vitality: health.vitality,
      wounds: health.wounds,
      woundsLostThisRound: health.woundsLostThisRound,
    },
    after: {
      vitality: result.vitality,
      wounds: result.wounds,
      woundsLostThisRound: result.woundsLostThisRound,
    },
  };
}

/**
 * What a card's mark says a token took: the vitality and wounds it lost, and what its armor's DR stopped
 * when anything was (the card shows it beside them).
 */
export function takenBy(
  change: { before: HealthSnapshot; after: HealthSnapshot },
  stopped: number,
): Record<string, number> {
  return {
    vitality: change.before.vitality - change.after.vitality,
    wounds: change.before.wounds - change.after.wounds,
    ...(stopped > 0 ? { dr: stopped } : {}),
  };
}
