import { d6 } from "../../../rules/index.ts";

/**
 * Stored codes read back. The schema accepts only codes the guard stored (src/data/fields.ts), so a code
 * that does not parse cannot be there; 0D stands in rather than throwing in data preparation.
 */
export function storedDiceCode(text: string): d6.DiceCode {
  return d6.parseDiceCode(text) ?? { dice: 0, pips: 0 };
}

/** A skill's stored code: null when blank (untrained). */
export function storedSkillCode(text: string): d6.DiceCode | null {
  return text.trim() === "" ? null : storedDiceCode(text);
}

export function storedDamageCode(text: string): d6.DamageCode {
  return d6.parseDamageCode(text) ?? { strength: false, dice: { dice: 0, pips: 0 } };
}
