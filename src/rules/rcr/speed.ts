import type { Size } from "./types.ts";

/** Armor categories as the movement table reads them ("none" = unarmored). */
export type ArmorCategory = "none" | "light" | "medium" | "heavy";

// rcr-combat.txt › Speed: Small creatures 6 m, Medium-size creatures 10 m.
const BASE_SPEED_BY_SIZE: Partial<Readonly<Record<Size, number>>> = { small: 6, medium: 10 };

// rcr-combat.txt › Movement in Combat (table): no/light, medium, heavy armor.
const MOVEMENT_TABLE: Partial<Readonly<Record<Size, Readonly<Record<ArmorCategory, number>>>>> = {
  medium: { none: 10, light: 10, medium: 8, heavy: 6 },
  small: { none: 6, light: 6, medium: 4, heavy: 2 },
};

/** Meters lost per armor step in both rows of the table (medium armor 2, heavy armor 4). */
const LOSS_BY_CATEGORY: Readonly<Record<ArmorCategory, number>> = { none: 0, light: 0, medium: 2, heavy: 4 };

/**
 * The unarmored speed of a creature of this size when its species gives none.
 * rcr-combat.txt › Speed names Small (6 m) and Medium-size (10 m); other sizes default to 10 m
 * until a species sets its own.
 */
export function baseSpeedForSize(size: Size): number {
  return BASE_SPEED_BY_SIZE[size] ?? 10;
}

/**
 * Speed in meters by size and armor category.
 * rcr-combat.txt › Movement in Combat: the table gives Medium-size 10/8/6 and Small 6/4/2 for
 * no or light / medium / heavy armor. A species speed the table does not list (or another size)
 * loses the same 2 m (medium) or 4 m (heavy) both rows lose, never below 2 m — an extrapolation
 * of the table, documented in docs/data-models.md.
 */
export function speedInArmor(
  size: Size,
  armor: ArmorCategory,
  baseSpeed: number = baseSpeedForSize(size),
): number {
  const row = MOVEMENT_TABLE[size];
  if (row && row.none === baseSpeed) return row[armor];
  if (baseSpeed <= 0) return 0;
  const reduced = baseSpeed - LOSS_BY_CATEGORY[armor];
  const floor = Math.min(2, baseSpeed);
  return reduced < floor ? floor : reduced;
}
