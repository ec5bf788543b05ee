import { applyDamage, type DamageResult, type Health } from "../../../rules/index.ts";
import type { AttackCardData } from "../dice/attack-card-data.ts";
import type { HealthSnapshot } from "./damage-log.ts";

/**
 * What one Apply button does to one target, worked out from the card alone: the amount (the attack's
 * damage plus what this target adds), whether it is a critical against this target, and how the
 * damage is taken (half, vitality only, a pulled blow). The rules engine does the arithmetic.
 */

/** The Apply buttons. */
export type ApplyMode = "full" | "half" | "vitalityOnly";

export interface DamageSpec {
  amount: number;
  critical: boolean;
  halfDamage: boolean;
  vitalityOnly: boolean;
}

/** Why a target gets no damage from this card (lang keys under SWRPG.Damage.Refused). */
export type SpecRefusal = "noAttack" | "noDamage" | "notHit" | "stun";

/**
 * The damage of attack `attackIndex` for a token. A card target gets it only if the attack landed on
 * it (critical and point blank per target); a token the card does not list (Apply to selected) takes
 * the rolled total as a plain hit.
 */
export function damageSpec(
  card: AttackCardData,
  attackIndex: number,
  tokenUuid: string,
  mode: ApplyMode,
): DamageSpec | { refused: SpecRefusal } {
  const attack = card.attacks[attackIndex];
  if (!attack) return { refused: "noAttack" };
  if (!attack.damage) return { refused: "noDamage" };
  if (card.stun) return { refused: "stun" };
  const target = attack.targets.find((entry) => entry.tokenUuid === tokenUuid);
  if (target && !target.lands) return { refused: "notHit" };
  return {
    amount: attack.damage.total + (target?.damageBonus ?? 0),
    critical: target?.critical ?? false,
    // A burst token that made its Reflex save takes half (rcr-combat.txt › Grenadelike Weapon Attacks).
    halfDamage: card.halfDamage || mode === "half" || target?.burst?.outcome === "half",
    vitalityOnly: card.vitalityOnly || mode === "vitalityOnly",
  };
}

/** The engine's result and the before/after values to write and log. */
export function planApplication(
  health: Health & { woundsLostThisRound: number },
  spec: DamageSpec,
): { result: DamageResult; before: HealthSnapshot; after: HealthSnapshot } {
  const result = applyDamage(health, spec);
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
