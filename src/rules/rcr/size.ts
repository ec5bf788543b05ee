import { bySize, type Size } from "./types.ts";

// rcr-combat.txt › Size Modifier (attack rolls and Defense share one table)
/** Size modifier to attack rolls and Defense: fine +8 ... colossal -8. */
export const sizeModifier: (size: Size) => number = bySize([8, 4, 2, 1, 0, -1, -2, -4, -8]);

// rcr-combat.txt › Grapple Checks › Special Size Modifier
/** Special size modifier for grapple checks: fine -16 ... colossal +16. */
export const grappleSizeModifier: (size: Size) => number = bySize([-16, -12, -8, -4, 0, 4, 8, 12, 16]);
