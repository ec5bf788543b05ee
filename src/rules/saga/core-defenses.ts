import type { SagaSize } from "./types.ts";
import { HELPLESS_DEX_MODIFIER } from "./variant-defenses.ts";

// The core Saga defenses and damage threshold (Saga core, not in the texts: the special text uses Reflex
// Defense and the damage threshold without giving their formulas; the variant's formulas are a world
// option, see `defenses` and `damageThreshold`).

/** Size modifier to Reflex Defense (Saga core, not in the texts). */
const REFLEX_SIZE_MODIFIER: Record<SagaSize, number> = {
  fine: 10,
  diminutive: 5,
  tiny: 2,
  small: 1,
  medium: 0,
  large: -1,
  huge: -2,
  gargantuan: -5,
  colossal: -10,
};

/** Size bonus to the damage threshold (Saga core, not in the texts). */
const THRESHOLD_SIZE_BONUS: Record<SagaSize, number> = {
  fine: 0,
  diminutive: 0,
  tiny: 0,
  small: 0,
  medium: 0,
  large: 5,
  huge: 10,
  gargantuan: 20,
  colossal: 50,
};

/** The size modifier to Reflex Defense: Fine +10 ... Colossal -10 (Saga core, not in the texts). */
export function reflexSizeModifier(size: SagaSize): number {
  return REFLEX_SIZE_MODIFIER[size];
}

/** The size bonus to the damage threshold: Large +5, Huge +10, Gargantuan +20, Colossal +50 (Saga core). */
export function damageThresholdSizeBonus(size: SagaSize): number {
  return THRESHOLD_SIZE_BONUS[size];
}

/** What `coreDefenses` takes. */
export interface CoreDefensesInput {
  /** Heroic levels only: a nonheroic character adds 0. */
  heroicLevel: number;
  dexModifier: number;
  /** A droid uses its Strength modifier here. */
  conModifier: number;
  wisModifier: number;
  size: SagaSize;
  classBonus?: { reflex?: number; fortitude?: number; will?: number };
  /** Worn armor's bonus to Reflex Defense; absent: no armor. */
  armorBonus?: number;
  /** Worn armor's maximum Dex bonus; absent: no cap. */
  maxDexBonus?: number;
  /** Worn armor's equipment bonus to Fortitude Defense. */
  armorFortitudeBonus?: number;
  /** Talent: the higher of heroic level and armor bonus. */
  armoredDefense?: boolean;
  /** Talent: the higher of heroic level + half the armor bonus, and the armor bonus. */
  improvedArmoredDefense?: boolean;
  /** Flat-footed (or otherwise denied its Dex bonus): no Dex bonus to Reflex; a penalty still counts. */
  loseDexBonus?: boolean;
  /** saga-special-combat-rules.txt › Helpless Opponents: the Dex modifier to Reflex Defense is -5. */
  helpless?: boolean;
  other?: { reflex?: number; fortitude?: number; will?: number };
}

/** Heroic level or armor: in armor the armor bonus replaces the level unless a talent says otherwise. */
function levelOrArmor(input: CoreDefensesInput): number {
  const armor = input.armorBonus;
  if (armor === undefined) return input.heroicLevel;
  if (input.improvedArmoredDefense) return Math.max(input.heroicLevel + Math.floor(armor / 2), armor);
  if (input.armoredDefense) return Math.max(input.heroicLevel, armor);
  return armor;
}

function reflexDex(input: CoreDefensesInput): number {
  if (input.helpless) return HELPLESS_DEX_MODIFIER;
  const capped = Math.min(input.dexModifier, input.maxDexBonus ?? Number.POSITIVE_INFINITY);
  return input.loseDexBonus ? Math.min(0, capped) : capped;
}

/**
 * Core Saga's three defenses (Saga core, not in the texts): Reflex 10 + heroic level or armor bonus + Dex
 * (capped by armor) + class + size; Fortitude 10 + heroic level + Con + class + armor's equipment bonus;
 * Will 10 + heroic level + Wis + class; each + other.
 */
export function coreDefenses(input: CoreDefensesInput): { reflex: number; fortitude: number; will: number } {
  const cls = input.classBonus ?? {};
  const other = input.other ?? {};
  return {
    reflex:
      10 +
      levelOrArmor(input) +
      reflexDex(input) +
      (cls.reflex ?? 0) +
      reflexSizeModifier(input.size) +
      (other.reflex ?? 0),
    fortitude:
      10 +
      input.heroicLevel +
      input.conModifier +
      (cls.fortitude ?? 0) +
      (input.armorFortitudeBonus ?? 0) +
      (other.fortitude ?? 0),
    will: 10 + input.heroicLevel + input.wisModifier + (cls.will ?? 0) + (other.will ?? 0),
  };
}

/**
 * Core Saga's damage threshold (Saga core, not in the texts): the Fortitude Defense, + the size bonus,
 * + 5 for each Improved Damage Threshold feat, + other.
 */
export function coreDamageThreshold(input: {
  fortitude: number;
  size: SagaSize;
  improvedDamageThreshold?: number;
  other?: number;
}): number {
  return (
    input.fortitude +
    damageThresholdSizeBonus(input.size) +
    5 * (input.improvedDamageThreshold ?? 0) +
    (input.other ?? 0)
  );
}
