/** Shared types of the RCR engine core (see shared/RULES-API.md). */

/** Size categories, smallest first. */
export type Size =
  | "fine"
  | "diminutive"
  | "tiny"
  | "small"
  | "medium"
  | "large"
  | "huge"
  | "gargantuan"
  | "colossal";

/** Every size, smallest first (index order is size order). */
export const SIZES: readonly Size[] = [
  "fine",
  "diminutive",
  "tiny",
  "small",
  "medium",
  "large",
  "huge",
  "gargantuan",
  "colossal",
];

/** A table with one entry per size, given smallest first (in `SIZES` order), read by size. */
export function bySize<T>(values: readonly T[]): (size: Size) => T {
  return (size) => values[SIZES.indexOf(size)] as T;
}

/** A character's vitality and wound points as the damage rules see them. */
export interface Health {
  /** Current vitality points (ordinary characters have 0 and no maximum). */
  vitality: number;
  /** Current wound points (may be negative). */
  wounds: number;
  /** Maximum wound points = Constitution score. */
  woundsMax: number;
  /** Has levels in a heroic or prestige class. */
  heroic: boolean;
  /** Armor damage reduction: reduces wound damage only. */
  damageReduction?: number;
  /** Wound points already lost this round (for the Fortitude DC). */
  woundsLostThisRound?: number;
}

/** The condition that follows from wound points alone. */
export type WoundCondition = "unhurt" | "fatigued" | "disabled" | "dying" | "dead";

/** One labelled term of a composed bonus; `label` is a stable key (lang-key friendly). */
export interface BonusPart {
  label: string;
  value: number;
}

/** A composed bonus with its breakdown, for chat cards. */
export interface ComposedBonus {
  total: number;
  parts: BonusPart[];
}

/** Degrees shared by the cover and concealment tables. */
export type CoverDegree = "none" | "quarter" | "half" | "threeQuarters" | "nineTenths" | "total";

/** Every degree, least first (index order is degree order). */
export const COVER_DEGREES: readonly CoverDegree[] = [
  "none",
  "quarter",
  "half",
  "threeQuarters",
  "nineTenths",
  "total",
];
