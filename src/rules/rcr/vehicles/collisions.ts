import { bySize, type CoverDegree, type Size } from "../types.ts";
import type { SpeedCategory } from "./types.ts";
import { requireFinite } from "./validate.ts";

export type CollisionDirection = "stationaryObject" | "headOn" | "perpendicular" | "rear" | "sideswipe";

/** The dice and multiplier of a collision. */
export interface CollisionDamage {
  dice: number;
  die: number;
  multiplier: number;
  /** floor(rolled × multiplier); null without a roll. */
  total: number | null;
}

// MSRD › Resolving Collisions: dice by the smaller size, fine first; the die by the higher speed.
const DICE_BY_SIZE = bySize([0, 0, 1, 2, 4, 8, 12, 16, 20]);
const DIE_BY_SPEED: Record<Exclude<SpeedCategory, "stationary">, number> = {
  alley: 2,
  street: 4,
  highway: 8,
  allOut: 12,
};
const MULTIPLIER: Record<CollisionDirection, number> = {
  stationaryObject: 1,
  headOn: 2,
  perpendicular: 1,
  rear: 0.5,
  sideswipe: 0.25,
};

/**
 * The damage of a collision (MSRD › Resolving Collisions): dice by the smaller size, the die by the
 * higher speed, a multiplier by the direction (head-on ×2, rear ×½, sideswipe ×¼). Both stationary: no
 * collision (null). The total rounds down (decision 11); both vehicles take it.
 */
export function collisionDamage(input: {
  speed: SpeedCategory;
  size: Size;
  direction: CollisionDirection;
  rolled?: number;
}): CollisionDamage | null {
  if (input.speed === "stationary") return null;
  const multiplier = MULTIPLIER[input.direction];
  if (input.rolled !== undefined) requireFinite(input.rolled, "rolled");
  return {
    dice: DICE_BY_SIZE(input.size),
    die: DIE_BY_SPEED[input.speed],
    multiplier,
    total: input.rolled === undefined ? null : Math.floor(input.rolled * multiplier),
  };
}

/**
 * What the people inside take of a collision's damage (MSRD › Damage to Vehicle Occupants), by the
 * vehicle's cover: none all of it, quarter half, half a quarter, three-quarters or more nothing; rounded down.
 */
export function occupantCollisionDamage(vehicleDamage: number, cover: CoverDegree): number {
  requireFinite(vehicleDamage, "vehicleDamage");
  const damage = Math.max(0, vehicleDamage);
  if (cover === "none") return Math.floor(damage);
  if (cover === "quarter") return Math.floor(damage / 2);
  return cover === "half" ? Math.floor(damage / 4) : 0;
}
