import type { ThreatMovement } from "./attacks-of-opportunity.ts";
import {
  type DiagonalRule,
  type Footprint,
  type GridPoint,
  gridDistance,
  SQUARE_METERS,
  squareFootprint,
} from "./grid-geometry.ts";
import type { Size } from "./types.ts";

/**
 * Reach and threatened squares on the grid. rcr-combat.txt › Threatened Area (the area within reach, 2 m
 * for an ordinary melee weapon), Big and Little Characters in Combat (reach; a creature with more reach
 * still strikes next to it), Very Small Creatures (they must enter your space to attack: reach 0, and you
 * can attack into your own space).
 */

/** The reach a creature of this size has without more: 0 for Tiny and smaller, else 2 m. */
export function defaultReach(size: Size): number {
  return size === "fine" || size === "diminutive" || size === "tiny" ? 0 : SQUARE_METERS;
}

/** True when a creature at `attacker` with `reach` meters threatens any square of `target`. */
export function threatensFootprint(
  attacker: Footprint,
  reach: number,
  target: Footprint,
  rule: DiagonalRule = "alternating",
): boolean {
  return gridDistance(attacker, target, rule) <= reach;
}

/** Every square within `reach` meters of the footprint, its own squares included, row by row. */
export function threatenedSquares(
  footprint: Footprint,
  reach: number,
  rule: DiagonalRule = "alternating",
): GridPoint[] {
  const span = Math.floor(Math.max(0, reach) / SQUARE_METERS);
  const squares: GridPoint[] = [];
  for (let y = footprint.y - span; y < footprint.y + footprint.height + span; y++)
    for (let x = footprint.x - span; x < footprint.x + footprint.width + span; x++)
      if (gridDistance(footprint, squareFootprint({ x, y }), rule) <= reach) squares.push({ x, y });
  return squares;
}

/**
 * A move along `path` (the mover's top-left square at each step, the start first) seen from one threatener:
 * whether it started inside the threatened area, whether it left it, and the meters moved inside after
 * starting or entering. Give it to `movementProvokes` with the flags only the caller knows (2-meter step,
 * disengage, speed feat).
 */
export function threatMovement(input: {
  path: readonly GridPoint[];
  mover: { width: number; height: number };
  threatener: Footprint;
  reach: number;
  rule?: DiagonalRule;
}): ThreatMovement {
  const rule = input.rule ?? "alternating";
  const inside = input.path.map((at) =>
    threatensFootprint(input.threatener, input.reach, { ...at, ...input.mover }, rule),
  );
  let left = false;
  let metersInside = 0;
  let diagonals = 0;
  for (let i = 1; i < input.path.length; i++) {
    const from = input.path[i - 1] as GridPoint;
    const to = input.path[i] as GridPoint;
    const dx = Math.abs(to.x - from.x);
    const dy = Math.abs(to.y - from.y);
    const diagonal = Math.min(dx, dy);
    let squares = Math.max(dx, dy);
    if (rule === "alternating") squares += Math.floor((diagonals + diagonal) / 2) - Math.floor(diagonals / 2);
    diagonals += diagonal;
    if (inside[i - 1] && !inside[i]) left = true;
    if (inside[i - 1] && inside[i]) metersInside += squares * SQUARE_METERS;
  }
  return { startedInside: inside[0] === true, left, metersInside };
}
