import { d6 } from "../../../rules/index.ts";
import type { DamageSpecBase } from "../../types.ts";
import type { D6AttackCard } from "../card/card-data.ts";

/**
 * What one Apply button gives one token, worked out from the card alone: the rolled damage on a direct hit,
 * what came through the protection on a shot that hit it (d6-combat.txt › Protection - Table 3), nothing on a
 * miss; "half" halves the total (the GM's call). The Strength roll against it is made where it is applied.
 */

export const D6_DAMAGE_MODES = ["full", "half"] as const;
export type D6DamageMode = (typeof D6_DAMAGE_MODES)[number];

export interface D6DamageSpec extends DamageSpecBase {
  /** The damage total the target's Strength roll is compared with. */
  amount: number;
  damageType: d6.DamageType;
  /** Set for stun (d6-combat.txt › Stun Damage). */
  stun: boolean;
  /** With the hit location option: where it struck (armor protects only what it covers). */
  location: d6.HitLocation | null;
}

/** Why a token gets no damage (lang keys under SWRPG.Damage.Refused). */
export type D6SpecRefusal = "noAttack" | "noDamage" | "notHit" | "protected";

/**
 * The damage of attack `attackIndex` for a token. A listed target gets it only where it lands; a token the
 * card does not list (Apply to selected) takes the rolled total as a plain hit.
 */
export function d6DamageSpec(
  card: D6AttackCard,
  attackIndex: number,
  tokenUuid: string,
  mode: D6DamageMode,
): D6DamageSpec | { refused: D6SpecRefusal } {
  const attack = card.attacks[attackIndex];
  if (!attack) return { refused: "noAttack" };
  if (!attack.damage) return { refused: "noDamage" };
  const target = attack.targets.find((entry) => entry.tokenUuid === tokenUuid);
  if (target && !target.lands) return { refused: "notHit" };
  let full = attack.damage.total;
  if (target?.outcome === "cover") {
    const through = target.through?.damage;
    if (!through) return { refused: "protected" };
    full = through.total;
  }
  return {
    amount: mode === "half" ? d6.halfDamageTotal(full) : Math.max(0, full),
    damageType: card.damageType,
    stun: card.stun,
    location: target?.location ?? null,
  };
}
