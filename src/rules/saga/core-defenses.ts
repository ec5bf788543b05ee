import { bySize } from "../rcr/types.ts";
import { composeParts } from "./compose.ts";
import type { ComposedBonus, SagaSize } from "./types.ts";
import { HELPLESS_DEX_MODIFIER } from "./variant-defenses.ts";

// The core Saga defenses and damage threshold (Saga core, not in the texts: the special text uses Reflex
// Defense and the damage threshold without giving their formulas; the variant's formulas are a world
// option, see `defenses` and `damageThreshold`).

/** The size modifier to Reflex Defense: Fine +10 ... Colossal -10 (Saga core, not in the texts). */
export const reflexSizeModifier: (size: SagaSize) => number = bySize([10, 5, 2, 1, 0, -1, -2, -5, -10]);

/** The size bonus to the damage threshold: Large +5, Huge +10, Gargantuan +20, Colossal +50 (Saga core). */
export const damageThresholdSizeBonus: (size: SagaSize) => number = bySize([0, 0, 0, 0, 0, 5, 10, 20, 50]);

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
  /** The condition track's penalty (`conditionPenalty`), 0 or less: on all three defenses (Saga core). */
  conditionPenalty?: number;
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

/** The label of Reflex's level-or-armor part. */
function levelOrArmorLabel(input: CoreDefensesInput): string {
  if (input.armorBonus === undefined) return "heroicLevel";
  return input.armoredDefense || input.improvedArmoredDefense ? "armoredDefense" : "armor";
}

/** Core Saga's three defenses, each with its parts (base 10 included; parts of value 0 left out). */
export interface CoreDefenseBreakdown {
  reflex: ComposedBonus;
  fortitude: ComposedBonus;
  will: ComposedBonus;
}

/**
 * Core Saga's three defenses with their breakdowns (Saga core, not in the texts): Reflex 10 + heroic level
 * or armor bonus + Dex (capped by armor) + class + size; Fortitude 10 + heroic level + Con + class +
 * armor's equipment bonus; Will 10 + heroic level + Wis + class; each + the condition penalty + other.
 * Labels: base, heroicLevel | armor | armoredDefense, dexterity, constitution, wisdom, class, size,
 * armorFortitude, condition, other.
 */
export function coreDefenseBreakdown(input: CoreDefensesInput): CoreDefenseBreakdown {
  const cls = input.classBonus ?? {};
  const other = input.other ?? {};
  const base = { label: "base", value: 10 };
  const level = { label: "heroicLevel", value: input.heroicLevel };
  const condition = { label: "condition", value: input.conditionPenalty ?? 0 };
  return {
    reflex: composeParts([
      base,
      { label: levelOrArmorLabel(input), value: levelOrArmor(input) },
      { label: "dexterity", value: reflexDex(input) },
      { label: "class", value: cls.reflex ?? 0 },
      { label: "size", value: reflexSizeModifier(input.size) },
      condition,
      { label: "other", value: other.reflex ?? 0 },
    ]),
    fortitude: composeParts([
      base,
      level,
      { label: "constitution", value: input.conModifier },
      { label: "class", value: cls.fortitude ?? 0 },
      { label: "armorFortitude", value: input.armorFortitudeBonus ?? 0 },
      condition,
      { label: "other", value: other.fortitude ?? 0 },
    ]),
    will: composeParts([
      base,
      level,
      { label: "wisdom", value: input.wisModifier },
      { label: "class", value: cls.will ?? 0 },
      condition,
      { label: "other", value: other.will ?? 0 },
    ]),
  };
}

/** Core Saga's three defenses: the totals of `coreDefenseBreakdown`. */
export function coreDefenses(input: CoreDefensesInput): { reflex: number; fortitude: number; will: number } {
  const { reflex, fortitude, will } = coreDefenseBreakdown(input);
  return { reflex: reflex.total, fortitude: fortitude.total, will: will.total };
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
