import { saga, withModifier } from "../../../rules/index.ts";
import type { SagaCardAttack, SagaCardPart, SagaVariantDamage } from "../card/card-data.ts";
import type { SagaAttackRequest } from "./attack-pipeline.ts";

/** The parts the variant's attack formula replaces in the weapon's core bonus. */
const VARIANT_REPLACES = new Set(["bab", "strength", "dexterity"]);

/**
 * The variant's attack parts and damage (saga-variant-character-combat.txt › Attack Roll Formulas, Double-Grip
 * & Single-Grip, Special Attacks, Damage Calculation Formulas): `saga.attackBonus` with the grip in place of
 * BAB and ability, the weapon's other core parts kept (Weapon Focus, proficiency, condition), a heavy attack's
 * penalty; the dice multiplied by the heavy tier, then `saga.damageRoll`'s half level, Strength and grip.
 */
export function variantPlan(
  request: SagaAttackRequest,
  dice: string,
): {
  parts: SagaCardPart[];
  damageFormula: string;
  damage: Pick<SagaCardAttack, "damageParts" | "variantDamage">;
} {
  const { attacker, weapon, choices } = request;
  const parts: SagaCardPart[] = [
    ...saga.attackBonus({
      kind: weapon.kind,
      bab: attacker.bab,
      strModifier: attacker.str,
      dexModifier: attacker.dex,
      grip: choices.grip,
    }).parts,
    ...weapon.attackParts.filter((part) => !VARIANT_REPLACES.has(part.label)),
  ];
  let multiplier = 1;
  if (choices.heavy) {
    // The dialog offers only the tiers the attacker's BAB unlocks (saga.heavyAttack).
    const heavy = saga.HEAVY_ATTACKS[choices.heavy];
    parts.push({ label: choices.heavy, value: heavy.attackPenalty });
    multiplier = heavy.diceMultiplier;
  }
  const variantDamage: SagaVariantDamage = {
    kind: weapon.rules.group === "thrown" ? "thrown" : weapon.kind,
    heroicLevel: attacker.heroicLevel,
    strModifier: attacker.str,
    grip: choices.grip,
    heavy: choices.heavy,
  };
  const flat = saga.damageRoll({ ...variantDamage, dice: 0 });
  return {
    parts,
    damageFormula: withModifier(multiplier > 1 ? `(${dice})*${multiplier}` : dice, flat.total),
    damage: { damageParts: flat.parts, variantDamage },
  };
}
