import type { Size } from "./types.ts";

// rcr-combat.txt › Size Modifier (attack rolls and Defense share one table)
const SIZE_MODIFIER: Readonly<Record<Size, number>> = {
  fine: 8,
  diminutive: 4,
  tiny: 2,
  small: 1,
  medium: 0,
  large: -1,
  huge: -2,
  gargantuan: -4,
  colossal: -8,
};

// rcr-combat.txt › Grapple Checks › Special Size Modifier
const GRAPPLE_SIZE_MODIFIER: Readonly<Record<Size, number>> = {
  fine: -16,
  diminutive: -12,
  tiny: -8,
  small: -4,
  medium: 0,
  large: 4,
  huge: 8,
  gargantuan: 12,
  colossal: 16,
};

/** Size modifier to attack rolls and Defense: colossal -8 ... fine +8. */
export function sizeModifier(size: Size): number {
  return SIZE_MODIFIER[size];
}

/** Special size modifier for grapple checks: colossal +16 ... fine -16. */
export function grappleSizeModifier(size: Size): number {
  return GRAPPLE_SIZE_MODIFIER[size];
}
