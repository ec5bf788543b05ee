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
// Each row: damage reduction, wound points per cm.
const SUBSTANCES: Readonly<Record<Substance, readonly [number, number]>> = {
  durasheet: [0, 1],
  rope: [0, 1],
  glass: [1, 0.5],
  wood: [5, 4],
  stone: [8, 6],
  metal: [10, 12],
  heavyMetal: [15, 12],
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
  const [damageReduction, woundPointsPerCm] = SUBSTANCES[substance];
  const woundPoints = thicknessCm > 0 ? Math.max(1, Math.floor(woundPointsPerCm * thicknessCm)) : 0;
  return { damageReduction, woundPoints };
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
// Each row: damage reduction, wound points, break DC.
const OBJECTS: Readonly<Record<BreakableObject, readonly [number, number, number]>> = {
  syntherope: [0, 2, 23],
  liquidCable: [1, 3, 23],
  computerConsole: [2, 5, 14],
  woodenDoor: [5, 5, 15],
  weaponSmall: [5, 2, 14],
  weaponMedium: [5, 5, 17],
  weaponLarge: [5, 10, 20],
  permacreteWall: [8, 180, 35],
  chain: [10, 5, 26],
  metalBinders: [10, 10, 26],
  metalBars: [10, 15, 30],
  metalDoor: [10, 120, 35],
  metalWall: [10, 180, 40],
  blastDoor: [15, 720, 45],
};

/** Every object of the table, in its order. */
export const BREAKABLE_OBJECT_KEYS = Object.keys(OBJECTS) as BreakableObject[];

/** The table row of an object (a copy). */
export function objectStats(object: BreakableObject): ObjectStats {
  const [damageReduction, woundPoints, breakDC] = OBJECTS[object];
  return { damageReduction, woundPoints, breakDC };
}

/**
 * The object size a handheld weapon counts as on the object Defense table: weapon sizes are not object
 * sizes, and Small or Medium-size weapons count as Diminutive or Tiny (read in that order). Other weapon
 * sizes shift by the same two steps, never below Fine: an extension of the text.
 */
export function weaponObjectSize(weaponSize: Size): Size {
  return SIZES[Math.max(0, SIZES.indexOf(weaponSize) - 2)] as Size;
}
