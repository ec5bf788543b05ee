import { saga } from "../../../rules/index.ts";
import type { DamageSpecBase } from "../../types.ts";
import type { SagaAttackCard, SagaCardAttack, SagaCardTarget } from "../card/card-data.ts";
import type { SagaDamageRoll, SagaDamageRollOptions } from "../dice/saga-damage-roll.ts";
import { criticalAmount, type SagaDamageKind } from "./damage-plan.ts";

/**
 * What one Apply button gives one token, worked out from the card and the message's SagaDamageRoll: the
 * engine decides it again from the stored roll, bonus and each target's Reflex, cover and Evasion (an area's
 * miss halves, splash's neighbours take half), the roll doubles itself on a single attack's critical and
 * halves for a "half" button, and routes itself into the actor (SagaDamageRoll#routeTo).
 */

/** The card's Apply buttons. */
export const SAGA_DAMAGE_MODES = ["full", "half"] as const;
export type SagaDamageMode = (typeof SAGA_DAMAGE_MODES)[number];

export type { SagaDamageKind } from "./damage-plan.ts";

/** What a token takes, as the card shows it (read from the card alone). */
export interface SagaCardAmount extends DamageSpecBase {
  amount: number;
  kind: SagaDamageKind;
  types: saga.DamageType[];
  lightsaber: boolean;
  critical: boolean;
  /** A Force power's steps down the condition track for this token (absent: none). */
  conditionSteps?: number;
}

/** What Apply gives a token: the card's amount and the message's roll that routes it. */
export interface SagaDamageSpec extends SagaCardAmount {
  roll: SagaDamageRoll;
}

/** Why a token gets no damage (lang keys under SWRPG.Damage.Refused). */
export type SagaSpecRefusal = "noAttack" | "noDamage" | "notHit" | "rollMismatch";

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

/** An area's or splash's share of `rolled` for the listed target; undefined for a single attack's target. */
function areaShare(
  card: SagaAttackCard,
  attack: SagaCardAttack,
  target: SagaCardTarget,
  rolled: number,
): number | undefined {
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
  // A Force power whose check misses a target's defense may still deal half (Force Grip, Force Lightning).
  if (card.power?.missHalf && target.lands && !target.hit) return saga.halfDamage(rolled);
  return undefined;
}

/** What the roll's options say of the card's damage (rollCardDamage stores them with the roll). */
export function sagaDamageRollOptions(card: SagaAttackCard, attackIndex: number): SagaDamageRollOptions {
  return {
    attackIndex,
    kind: damageKind(card),
    types: card.damageTypes,
    lightsaber: card.lightsaber,
    variantDamage: card.attacks[attackIndex]?.variantDamage ?? null,
  };
}

/**
 * The damage of attack `attackIndex` for a token, as the card shows it. A listed target gets it only where
 * it lands; a token the card does not list (Apply to selected) takes the rolled total as a plain hit.
 */
export function sagaCardAmount(
  card: SagaAttackCard,
  attackIndex: number,
  tokenUuid: string,
  mode: SagaDamageMode,
): SagaCardAmount | { refused: SagaSpecRefusal } {
  const attack = card.attacks[attackIndex];
  if (!attack) return { refused: "noAttack" };
  if (!attack.damage) return { refused: "noDamage" };
  const target = attack.targets.find((entry) => entry.tokenUuid === tokenUuid);
  if (target && !target.lands) return { refused: "notHit" };
  const rolled = attack.damage.total;
  const critical = target?.critical ?? false;
  const share = target ? areaShare(card, attack, target, rolled) : undefined;
  const full = share ?? (critical ? criticalAmount(rolled, attack.variantDamage) : Math.max(0, rolled));
  return {
    amount: mode === "half" ? saga.halfDamage(full) : full,
    kind: damageKind(card),
    types: card.damageTypes,
    lightsaber: card.lightsaber,
    critical,
    ...(target?.conditionSteps ? { conditionSteps: target.conditionSteps } : {}),
  };
}

/**
 * What Apply gives the token: the card's amount, routed by `roll`, the message's damage roll the card names
 * (refused when there is none or its total is not the card's). The roll works the amount out again (its
 * critical doubling, the area's share, the half button), so the card and the roll must agree.
 */
export function sagaDamageSpec(
  card: SagaAttackCard,
  attackIndex: number,
  tokenUuid: string,
  mode: SagaDamageMode,
  roll: SagaDamageRoll | null,
): SagaDamageSpec | { refused: SagaSpecRefusal } {
  const shown = sagaCardAmount(card, attackIndex, tokenUuid, mode);
  if ("refused" in shown) return shown;
  const attack = card.attacks[attackIndex];
  const target = attack?.targets.find((entry) => entry.tokenUuid === tokenUuid);
  if (!roll || !attack?.damage || roll.total !== attack.damage.total) return { refused: "rollMismatch" };
  const share = target ? areaShare(card, attack, target, attack.damage.total) : undefined;
  const amount = roll.amountFor({ amount: share, critical: shown.critical, half: mode === "half" });
  return amount === shown.amount ? { ...shown, roll } : { refused: "rollMismatch" };
}
