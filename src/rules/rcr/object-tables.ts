import type { Size } from "./types.ts";
import { SIZES } from "./types.ts";

/**
 * What objects are made of and how hard they are to break. rcr-combat.txt › Damage to Objects (Damage
 * Reduction, Wound Points, the substance table), Breaking Items (the object table);
 * rcr-additional-combat-rules.txt › Ion Weapons (weapon sizes against the object size table).
 */

/** Substances of the substance table. */
export type Substance = "durasheet" | "rope" | "glass" | "wood" | "stone" | "metal" | "heavyMetal";

// rcr-combat.txt › Wound Points (table): DR and wound points per cm of thickness (glass 1 per 2 cm).
const SUBSTANCES: Readonly<Record<Substance, { damageReduction: number; woundPointsPerCm: number }>> = {
  durasheet: { damageReduction: 0, woundPointsPerCm: 1 },
  rope: { damageReduction: 0, woundPointsPerCm: 1 },
  glass: { damageReduction: 1, woundPointsPerCm: 0.5 },
  wood: { damageReduction: 5, woundPointsPerCm: 4 },
  stone: { damageReduction: 8, woundPointsPerCm: 6 },
  metal: { damageReduction: 10, woundPointsPerCm: 12 },
  heavyMetal: { damageReduction: 15, woundPointsPerCm: 12 },
};

/** Every substance of the table, in its order. */
export const SUBSTANCE_KEYS = Object.keys(SUBSTANCES) as Substance[];

/**
 * DR and wound points of an object (or a section of a large one) of a substance and thickness in cm. Wound
 * points are rounded down, and anything with thickness has at least 1.
 */
export function substanceObject(
  substance: Substance,
  thicknessCm: number,
): { damageReduction: number; woundPoints: number } {
  const row = SUBSTANCES[substance];
  const woundPoints = thicknessCm > 0 ? Math.max(1, Math.floor(row.woundPointsPerCm * thicknessCm)) : 0;
  return { damageReduction: row.damageReduction, woundPoints };
}

/** Objects of the Breaking Items table. */
export type BreakableObject =
  | "syntherope"
  | "liquidCable"
  | "computerConsole"
  | "woodenDoor"
  | "weaponSmall"
  | "weaponMedium"
  | "weaponLarge"
  | "permacreteWall"
  | "chain"
  | "metalBinders"
  | "metalBars"
  | "metalDoor"
  | "metalWall"
  | "blastDoor";

/** One row of the object table: DR, wound points, and the Strength check DC to break it. */
export interface ObjectStats {
  damageReduction: number;
  woundPoints: number;
  breakDC: number;
}

// rcr-combat.txt › Breaking Items (table): permacrete wall 30 cm, metal door 10 cm, metal wall 15 cm, blast
// door 60 cm thick.
const OBJECTS: Readonly<Record<BreakableObject, ObjectStats>> = {
  syntherope: { damageReduction: 0, woundPoints: 2, breakDC: 23 },
  liquidCable: { damageReduction: 1, woundPoints: 3, breakDC: 23 },
  computerConsole: { damageReduction: 2, woundPoints: 5, breakDC: 14 },
  woodenDoor: { damageReduction: 5, woundPoints: 5, breakDC: 15 },
  weaponSmall: { damageReduction: 5, woundPoints: 2, breakDC: 14 },
  weaponMedium: { damageReduction: 5, woundPoints: 5, breakDC: 17 },
  weaponLarge: { damageReduction: 5, woundPoints: 10, breakDC: 20 },
  permacreteWall: { damageReduction: 8, woundPoints: 180, breakDC: 35 },
  chain: { damageReduction: 10, woundPoints: 5, breakDC: 26 },
  metalBinders: { damageReduction: 10, woundPoints: 10, breakDC: 26 },
  metalBars: { damageReduction: 10, woundPoints: 15, breakDC: 30 },
  metalDoor: { damageReduction: 10, woundPoints: 120, breakDC: 35 },
  metalWall: { damageReduction: 10, woundPoints: 180, breakDC: 40 },
  blastDoor: { damageReduction: 15, woundPoints: 720, breakDC: 45 },
};

/** Every object of the table, in its order. */
export const BREAKABLE_OBJECT_KEYS = Object.keys(OBJECTS) as BreakableObject[];

/** The table row of an object (a copy). */
export function objectStats(object: BreakableObject): ObjectStats {
  return { ...OBJECTS[object] };
}

/**
 * The object size a handheld weapon counts as on the object Defense table: weapon sizes are not object
 * sizes, and Small or Medium-size weapons count as Diminutive or Tiny (read in that order). Other weapon
 * sizes shift by the same two steps, never below Fine: an extension of the text.
 */
export function weaponObjectSize(weaponSize: Size): Size {
  return SIZES[Math.max(0, SIZES.indexOf(weaponSize) - 2)] as Size;
}
