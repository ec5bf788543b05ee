import { half } from "./compose.ts";

/** What `defenses` takes. */
export interface VariantDefensesInput {
  heroicLevel: number;
  dexModifier: number;
  conModifier: number;
  wisModifier: number;
  /** The texts give no size table: the caller's number. */
  sizeModifier: number;
  /** General Defense only. */
  armorBonus?: number;
  /** Combat Maneuver Defense. */
  combatManeuverAttackBonus?: number;
  classBonus?: {
    general?: number;
    fortitude?: number;
    reflex?: number;
    will?: number;
    devastatingInjury?: number;
  };
  additional?: {
    general?: number;
    combatManeuver?: number;
    fortitude?: number;
    reflex?: number;
    will?: number;
    devastatingInjury?: number;
  };
  /** saga-special-combat-rules.txt › Helpless Opponents: the Dex modifier to Reflex Defense is -5. */
  helpless?: boolean;
}

/** The variant's six defense scores. */
export interface VariantDefenses {
  general: number;
  combatManeuver: number;
  fortitude: number;
  reflex: number;
  will: number;
  devastatingInjury: number;
}

/** saga-special-combat-rules.txt › Helpless Opponents: Dexterity treated as 0, a -5 modifier. */
export const HELPLESS_DEX_MODIFIER = -5;

/**
 * saga-variant-character-combat.txt › Standard Defense Formulas, Special Defense Formulas: General 10 + ½ level
 * + Dex + armor + class + size; Combat Maneuver 10 + Dex + combat maneuver attack bonus; Fortitude 10 + ½
 * level + Con + class + size; Reflex 10 + ½ level + Dex + class + size; Will 10 + ½ level + Wis + class;
 * Devastating Injury level + Con + class + size; each + its additional modifiers.
 */
export function defenses(input: VariantDefensesInput): VariantDefenses {
  const halfLevel = half(input.heroicLevel);
  const cls = input.classBonus ?? {};
  const add = input.additional ?? {};
  const dex = input.dexModifier;
  const reflexDex = input.helpless ? HELPLESS_DEX_MODIFIER : dex;
  return {
    general:
      10 +
      halfLevel +
      dex +
      (input.armorBonus ?? 0) +
      (cls.general ?? 0) +
      input.sizeModifier +
      (add.general ?? 0),
    combatManeuver: 10 + dex + (input.combatManeuverAttackBonus ?? 0) + (add.combatManeuver ?? 0),
    fortitude:
      10 + halfLevel + input.conModifier + (cls.fortitude ?? 0) + input.sizeModifier + (add.fortitude ?? 0),
    reflex: 10 + halfLevel + reflexDex + (cls.reflex ?? 0) + input.sizeModifier + (add.reflex ?? 0),
    will: 10 + halfLevel + input.wisModifier + (cls.will ?? 0) + (add.will ?? 0),
    devastatingInjury:
      input.heroicLevel +
      input.conModifier +
      (cls.devastatingInjury ?? 0) +
      input.sizeModifier +
      (add.devastatingInjury ?? 0),
  };
}
