import { sumParts } from "./compose.ts";
import type { FireMode } from "./multiple-ranged-attacks.ts";
import type { BonusPart } from "./types.ts";

/**
 * Recoil: extra penalties on multifire and autofire when the weapon is not braced.
 * rcr-combat.txt › Autofire and Multifire (recoil paragraphs).
 */

/** How the weapon firing in multifire or autofire is held and braced. */
export interface RecoilWeapon {
  /** Wielded in two hands. */
  twoHanded?: boolean;
  /** Size categories the weapon is smaller than its wielder (2 or more: no two-hand penalty). */
  sizesSmallerThanWielder?: number;
  /** In the blaster rifles group. */
  blasterRifle?: boolean;
  /** Mounted on a tripod or an equivalent support. */
  tripod?: boolean;
  /** Multifire/autofire-only (a repeating blaster): the autofire recoil applies to multifire too. */
  autofireOnly?: boolean;
}

/** Each recoil penalty is -2. */
export const RECOIL_STEP = -2;

/**
 * The recoil parts of one attack in a fire mode (none for single fire):
 * - "recoilOneHanded": -2 when not wielded in two hands, unless at least two sizes smaller than the
 *   wielder (multifire and autofire);
 * - "recoilUnbraced": -2 when not a blaster rifle nor on a tripod (autofire; multifire too for a
 *   multifire/autofire-only weapon).
 */
export function recoilParts(weapon: RecoilWeapon, mode: FireMode): BonusPart[] {
  if (mode === "single") return [];
  const parts: BonusPart[] = [];
  const smallEnough = (weapon.sizesSmallerThanWielder ?? 0) >= 2;
  if (!weapon.twoHanded && !smallEnough) parts.push({ label: "recoilOneHanded", value: RECOIL_STEP });
  const unbracedApplies = mode === "autofire" || weapon.autofireOnly === true;
  if (unbracedApplies && !weapon.blasterRifle && !weapon.tripod)
    parts.push({ label: "recoilUnbraced", value: RECOIL_STEP });
  return parts;
}

/** The total recoil penalty (0, -2 or -4). */
export function recoilPenalty(weapon: RecoilWeapon, mode: FireMode): number {
  return sumParts(recoilParts(weapon, mode));
}
