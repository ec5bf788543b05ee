import type { BreakableObject } from "./object-tables.ts";
import type { Size } from "./types.ts";
import { SIZES } from "./types.ts";

/**
 * A weapon's size category from how its wielder holds it: a light weapon is one category smaller than the
 * wielder, a one-handed weapon the wielder's size, a two-handed weapon one category larger (RCR core, Weapon
 * Size, not in the texts; rcr-combat.txt › Attacking with Two Weapons names a weapon smaller than the wielder
 * light). Disarm compares weapons by these categories (rcr-combat.txt › Disarm); the object tables read them
 * (rcr-combat.txt › Breaking Items: Weapon, Small / Medium / Large).
 */

/** How a weapon is held relative to its wielder. */
export type WeaponHandling = "light" | "one-handed" | "two-handed";

const STEP: Readonly<Record<WeaponHandling, number>> = { light: -1, "one-handed": 0, "two-handed": 1 };

/** The weapon's size category, never below Fine nor above Colossal. */
export function weaponSizeCategory(wielder: Size, handling: WeaponHandling): Size {
  const at = SIZES.indexOf(wielder) + STEP[handling];
  return SIZES[Math.min(SIZES.length - 1, Math.max(0, at))] as Size;
}

/**
 * The Breaking Items row of a weapon of this size category: Small and smaller weapons read the Small row,
 * Large and larger the Large row (the table has only the three; the ends are an extension of the text).
 */
export function weaponBreakRow(size: Size): BreakableObject {
  const at = SIZES.indexOf(size);
  if (at <= SIZES.indexOf("small")) return "weaponSmall";
  return at === SIZES.indexOf("medium") ? "weaponMedium" : "weaponLarge";
}
