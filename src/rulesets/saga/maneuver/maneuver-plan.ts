import { saga } from "../../../rules/index.ts";
import type { SagaAttackRefusal, SagaAttackRequest } from "../attack/attack-pipeline.ts";
import type { SagaCardPart } from "../card/card-data.ts";

/**
 * A combat maneuver (saga-variant-character-combat.txt › Attacks, Attack Roll Formulas): 1d20 + the Combat
 * Maneuver Attack Bonus + additional modifiers (saga.attackBonus, kind combatManeuver) against the target's
 * Combat Maneuver Defense (› Defense Scores), which cover does not raise. It needs the variant's formulas and
 * defenses, is one attack at its targets (no area, no autofire, no heavy attack), and keeps the weapon's damage
 * (› Damage Calculation Formulas: a combat maneuver's damage is the melee formula).
 */
export function maneuverRequest(request: SagaAttackRequest): SagaAttackRequest | SagaAttackRefusal {
  const { variant, weapon, choices } = request;
  if (!variant?.sagaVariantFormulas || !variant.sagaVariantDefenses)
    return { ok: false, refused: "maneuverNeedsVariant" };
  if (choices.fire !== "single" || weapon.burstRadius > 0 || weapon.splash)
    return { ok: false, refused: "maneuverSingle" };
  return {
    ...request,
    weapon: { ...weapon, defense: "combatManeuver" },
    choices: { ...choices, heavy: undefined },
  };
}

/** The maneuver's own attack parts (they replace the weapon's BAB, ability and grip). */
export function maneuverParts(combatManeuverAttackBonus: number): SagaCardPart[] {
  return saga.attackBonus({ kind: "combatManeuver", combatManeuverAttackBonus }).parts;
}
