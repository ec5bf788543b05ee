import { saga } from "../../../rules/index.ts";
import type { DamageSpecBase } from "../../types.ts";
import type { SagaAttackCard, SagaCardAttack, SagaCardTarget } from "../card/card-data.ts";

/**
 * What one Apply button gives one token, worked out from the card alone: the engine decides it again from
 * the stored roll, bonus and each target's Reflex, cover and Evasion (a single attack's critical doubles,
 * an area's miss halves, splash's neighbours take half), then a "half" button halves it.
 */

/** The card's Apply buttons. */
export const SAGA_DAMAGE_MODES = ["full", "half"] as const;
export type SagaDamageMode = (typeof SAGA_DAMAGE_MODES)[number];

/** How the damage is taken: through SR, DR and hit points; as stun; as ion. */
export type SagaDamageKind = "normal" | "stun" | "ion";

export interface SagaDamageSpec extends DamageSpecBase {
  amount: number;
  kind: SagaDamageKind;
  types: saga.DamageType[];
  lightsaber: boolean;
  critical: boolean;
}

/** Why a token gets no damage (lang keys under SWRPG.Damage.Refused). */
export type SagaSpecRefusal = "noAttack" | "noDamage" | "notHit";

function damageKind(card: SagaAttackCard): SagaDamageKind {
  if (card.stun || card.damageTypes.includes("stun")) return "stun";
  return card.damageTypes.includes("ion") ? "ion" : "normal";
}

const asAreaTarget = (target: SagaCardTarget): saga.AreaTarget => ({
  id: target.tokenUuid,
  reflex: target.defense,
  cover: target.cover,
  ...(target.evasion ? { evasion: true } : {}),
});

/** What the listed target takes from `rolled` damage, by the card's shape. */
function listedAmount(
  card: SagaAttackCard,
  attack: SagaCardAttack,
  target: SagaCardTarget,
  rolled: number,
): number {
  if (card.shape === "burst" || card.shape === "autofire") {
    const result = saga.resolveAreaAttack({
      d20: attack.natural,
      attackBonus: attack.bonus,
      damage: rolled,
      targets: attack.targets.map(asAreaTarget),
    });
    return result.results.find((hit) => hit.id === target.tokenUuid)?.damage ?? 0;
  }
  if (card.shape === "splash") {
    const [primary, ...adjacent] = attack.targets;
    if (!primary) return 0;
    const result = saga.resolveSplashAttack({
      d20: attack.natural,
      attackBonus: attack.bonus,
      damage: rolled,
      primary: asAreaTarget(primary),
      adjacent: adjacent.map(asAreaTarget),
    });
    const hit = [result.primary, ...result.adjacent].find((entry) => entry.id === target.tokenUuid);
    return hit?.damage ?? 0;
  }
  if (!target.critical) return rolled;
  // variant › Damage Calculation: a critical multiplies the dice only, before the modifiers.
  const variant = attack.variantDamage;
  if (!variant) return saga.criticalDamage(rolled);
  const dice = rolled - saga.damageRoll({ ...variant, dice: 0 }).total;
  return saga.damageRoll({ ...variant, dice, critical: true }).total;
}

/**
 * The damage of attack `attackIndex` for a token. A listed target gets it only where it lands; a token the
 * card does not list (Apply to selected) takes the rolled total as a plain hit.
 */
export function sagaDamageSpec(
  card: SagaAttackCard,
  attackIndex: number,
  tokenUuid: string,
  mode: SagaDamageMode,
): SagaDamageSpec | { refused: SagaSpecRefusal } {
  const attack = card.attacks[attackIndex];
  if (!attack) return { refused: "noAttack" };
  if (!attack.damage) return { refused: "noDamage" };
  const target = attack.targets.find((entry) => entry.tokenUuid === tokenUuid);
  if (target && !target.lands) return { refused: "notHit" };
  const full = target
    ? listedAmount(card, attack, target, attack.damage.total)
    : Math.max(0, attack.damage.total);
  return {
    amount: mode === "half" ? saga.halfDamage(full) : full,
    kind: damageKind(card),
    types: card.damageTypes,
    lightsaber: card.lightsaber,
    critical: target?.critical ?? false,
  };
}
