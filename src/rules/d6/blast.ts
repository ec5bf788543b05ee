import type { DiceCode } from "./dice-code.ts";

/** An explosive's blast, band by band, nearest first: `radius[i]` is the outer edge of band i in meters. */
export interface Blast {
  damage: readonly DiceCode[];
  radius: readonly number[];
}

/** d6-combat.txt › Grenade Deviation: a standard fragmentation grenade, 5D/4D/3D/2D at 0-2/4/6/10 m. */
export const FRAGMENTATION_GRENADE: Blast = Object.freeze({
  damage: Object.freeze([5, 4, 3, 2].map((dice) => Object.freeze({ dice, pips: 0 }))),
  radius: Object.freeze([2, 4, 6, 10]),
});

/**
 * The damage at a distance from the blast: the first band whose edge reaches it (an edge belongs to the
 * nearer band: 2 m is 5D, 6 m is 3D); null outside the blast. Default: the fragmentation grenade.
 */
export function blastDamage(distance: number, blast: Blast = FRAGMENTATION_GRENADE): DiceCode | null {
  // Outside every band the index is -1, where there is no damage either.
  const damage = blast.damage[blast.radius.findIndex((edge) => distance <= edge)];
  return damage ? { ...damage } : null;
}
