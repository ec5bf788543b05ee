import type { ComposedBonus } from "../rcr/types.ts";
import { composeParts, half } from "./compose.ts";

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

/** Each variant defense with its parts (labels below), as the sheet's breakdowns show them. */
export type VariantDefenseBreakdown = Record<keyof VariantDefenses, ComposedBonus>;

/**
 * saga-variant-character-combat.txt › Standard Defense Formulas, Special Defense Formulas: General 10 + ½ level
 * + Dex + armor + class + size; Combat Maneuver 10 + Dex + combat maneuver attack bonus; Fortitude 10 + ½
 * level + Con + class + size; Reflex 10 + ½ level + Dex + class + size; Will 10 + ½ level + Wis + class;
 * Devastating Injury level + Con + class + size; each + its additional modifiers. Each with its parts
 * (zeros left out). Labels: base, halfLevel, heroicLevel, dexterity, constitution, wisdom, armor, class,
 * size, combatManeuver, additional.
 */
export function defenseBreakdown(input: VariantDefensesInput): VariantDefenseBreakdown {
  const cls = input.classBonus ?? {};
  const add = input.additional ?? {};
  const base = { label: "base", value: 10 };
  const halfLevel = { label: "halfLevel", value: half(input.heroicLevel) };
  const dex = { label: "dexterity", value: input.dexModifier };
  const con = { label: "constitution", value: input.conModifier };
  const size = { label: "size", value: input.sizeModifier };
  const part = (label: string, value: number | undefined) => ({ label, value: value ?? 0 });
  return {
    general: composeParts([
      base,
      halfLevel,
      dex,
      part("armor", input.armorBonus),
      part("class", cls.general),
      size,
      part("additional", add.general),
    ]),
    combatManeuver: composeParts([
      base,
      dex,
      part("combatManeuver", input.combatManeuverAttackBonus),
      part("additional", add.combatManeuver),
    ]),
    fortitude: composeParts([
      base,
      halfLevel,
      con,
      part("class", cls.fortitude),
      size,
      part("additional", add.fortitude),
    ]),
    reflex: composeParts([
      base,
      halfLevel,
      { label: "dexterity", value: input.helpless ? HELPLESS_DEX_MODIFIER : input.dexModifier },
      part("class", cls.reflex),
      size,
      part("additional", add.reflex),
    ]),
    will: composeParts([
      base,
      halfLevel,
      { label: "wisdom", value: input.wisModifier },
      part("class", cls.will),
      part("additional", add.will),
    ]),
    devastatingInjury: composeParts([
      { label: "heroicLevel", value: input.heroicLevel },
      con,
      part("class", cls.devastatingInjury),
      size,
      part("additional", add.devastatingInjury),
    ]),
  };
}

/** The variant's six defenses: the totals of `defenseBreakdown`. */
export function defenses(input: VariantDefensesInput): VariantDefenses {
  const breakdown = defenseBreakdown(input);
  return {
    general: breakdown.general.total,
    combatManeuver: breakdown.combatManeuver.total,
    fortitude: breakdown.fortitude.total,
    reflex: breakdown.reflex.total,
    will: breakdown.will.total,
    devastatingInjury: breakdown.devastatingInjury.total,
  };
}
