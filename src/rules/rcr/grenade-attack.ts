import { resolveAttack } from "./attack-resolution.ts";
import { coverBonus, nineTenthsCoverAreaDamage } from "./cover.ts";
import { type DeviationDirection, GRENADE_SQUARE_DEFENSE } from "./grenade-deviation.ts";
import {
  type DiagonalRule,
  type Footprint,
  type GridPoint,
  gridDistance,
  SQUARE_METERS,
  squareAt,
  squareFootprint,
} from "./grid-geometry.ts";
import { type RangeKind, rangeIncrements, rangePenalty } from "./range.ts";
import type { CoverDegree } from "./types.ts";

/**
 * Grenadelike weapons thrown at a square, where they land, and what the burst does.
 * rcr-combat.txt › Grenadelike Weapon Attacks (the square's Defense 5, -2 per range increment beyond the
 * first, deviation on a miss, burst damage with a Reflex save for half), Cover Reflex Save Bonus, Cover
 * Table (nine-tenths cover: half on a failed save, none on a success; total cover: out of reach).
 */

/** What `grenadeSquareAttack` takes. */
export interface GrenadeSquareAttackInput {
  /** Natural d20 (1 always misses, 20 always hits). */
  d20: number;
  /** Every modifier but the range penalty. */
  attackBonus: number;
  /** Meters to the target square. */
  distance: number;
  rangeIncrement: number;
  /** Default "thrown" (5 increments at most); a launcher is "projectile". */
  kind?: RangeKind;
  maxIncrements?: number;
}

/** A throw at a square, or why it cannot be made. */
export type GrenadeSquareAttack =
  | { ok: false; refused: "beyondMaxRange" }
  | {
      ok: true;
      defense: number;
      rangePenalty: number;
      total: number;
      hit: boolean;
      /** Whole range increments thrown, for the deviation (`grenadeDeviation`). */
      rangeIncrements: number;
    };

/** A throw at a 2 m square: Defense 5 and the range penalty (a square takes no critical hit). */
export function grenadeSquareAttack(input: GrenadeSquareAttackInput): GrenadeSquareAttack {
  const penalty = rangePenalty(
    input.distance,
    input.rangeIncrement,
    input.kind ?? "thrown",
    input.maxIncrements,
  );
  if (penalty === null) return { ok: false, refused: "beyondMaxRange" };
  const roll = resolveAttack({
    d20: input.d20,
    attackBonus: input.attackBonus + penalty,
    defense: GRENADE_SQUARE_DEFENSE,
  });
  return {
    ok: true,
    defense: GRENADE_SQUARE_DEFENSE,
    rangePenalty: penalty,
    total: roll.total,
    hit: roll.hit,
    rangeIncrements: rangeIncrements(input.distance, input.rangeIncrement),
  };
}

// Unit vectors of the deviation directions, as (along the throw, to the thrower's right).
const DEVIATION_AXES: Readonly<Record<DeviationDirection, readonly [number, number]>> = {
  long: [1, 0],
  "long-right": [Math.SQRT1_2, Math.SQRT1_2],
  right: [0, 1],
  "short-right": [-Math.SQRT1_2, Math.SQRT1_2],
  short: [-1, 0],
  "short-left": [-Math.SQRT1_2, -Math.SQRT1_2],
  left: [0, -1],
  "long-left": [Math.SQRT1_2, -Math.SQRT1_2],
};

/**
 * Where a deviated grenade lands, in squares: `meters` from the target point in the direction read from the
 * thrower (long = farther along the throw, right = the thrower's right; y grows down). A throw at the
 * thrower's own point has no direction: "long" is then taken as up the map (-y).
 */
export function grenadeLanding(input: {
  from: GridPoint;
  target: GridPoint;
  meters: number;
  direction: DeviationDirection;
}): { point: GridPoint; square: GridPoint } {
  const dx = input.target.x - input.from.x;
  const dy = input.target.y - input.from.y;
  const length = Math.hypot(dx, dy);
  const forward = length === 0 ? { x: 0, y: -1 } : { x: dx / length, y: dy / length };
  // The thrower's right with y down: forward turned a quarter clockwise on screen.
  const right = { x: -forward.y, y: forward.x };
  const [along, across] = DEVIATION_AXES[input.direction];
  const squares = input.meters / SQUARE_METERS;
  const point = {
    x: input.target.x + squares * (along * forward.x + across * right.x),
    y: input.target.y + squares * (along * forward.y + across * right.y),
  };
  return { point, square: squareAt(point) };
}

/** True when any square of `footprint` is within the burst radius of the square the grenade landed in. */
export function inBurst(input: {
  landing: GridPoint;
  radius: number;
  footprint: Footprint;
  rule?: DiagonalRule;
}): boolean {
  return gridDistance(squareFootprint(input.landing), input.footprint, input.rule) <= input.radius;
}

/** What `burstDamage` takes for one creature in the burst. */
export interface BurstDamageInput {
  /** The rolled burst damage. */
  damage: number;
  /** The weapon's Reflex save DC. */
  reflexDC: number;
  /** The creature's Reflex save total, without cover. */
  reflexTotal: number;
  /** Natural d20 of the save, when known: 1 always fails and 20 always succeeds (RCR core, not in the texts). */
  reflexD20?: number;
  /** Cover between the burst's origin and the creature. */
  cover?: CoverDegree;
}

/** What the burst does to one creature. */
export interface BurstDamage {
  /** The save total with cover's Reflex bonus. */
  saveTotal: number;
  reflexBonus: number;
  saved: boolean;
  outcome: "full" | "half" | "none";
  /** Damage to apply: half is rounded down, at least 1. */
  amount: number;
}

/**
 * Burst damage to one creature: a Reflex save (with cover's Reflex bonus) halves it; behind nine-tenths
 * cover a failed save halves it and a success avoids it; behind total cover nothing reaches.
 */
export function burstDamage(input: BurstDamageInput): BurstDamage {
  const cover = input.cover ?? "none";
  const bonus = coverBonus(cover);
  if (bonus === null)
    return { saveTotal: input.reflexTotal, reflexBonus: 0, saved: true, outcome: "none", amount: 0 };
  const saveTotal = input.reflexTotal + bonus.reflex;
  const natural = input.reflexD20;
  const saved = natural === 1 ? false : natural === 20 ? true : saveTotal >= input.reflexDC;
  const multiplier = nineTenthsCoverAreaDamage(cover, saved) ?? (saved ? 0.5 : 1);
  const outcome = multiplier === 1 ? "full" : multiplier === 0 ? "none" : "half";
  const full = Math.max(1, input.damage);
  const amount = outcome === "none" ? 0 : outcome === "full" ? full : Math.max(1, Math.floor(full / 2));
  return { saveTotal, reflexBonus: bonus.reflex, saved, outcome, amount };
}
