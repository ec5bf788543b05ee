import { bestCover } from "./cover.ts";
import type { Footprint, GridPoint } from "./grid-geometry.ts";
import { COVER_DEGREES, type CoverDegree } from "./types.ts";

/**
 * Cover suggested from the walls on the map. rcr-combat.txt › Cover, Degree of Cover: the GM judges the
 * degree; this gives a suggestion from the share of sight lines the walls block. Lines run from the best of
 * the attacker's points (its center and its corners, a hair inside) to a 4×4 lattice of points over the
 * target. Blocked share: all → total, at least 9/10 → nine-tenths, 3/4 → three-quarters, 1/2 → half,
 * 1/4 → quarter, less → none. A low wall (a 1 m wall covers a Human's lower half) that crosses any line gives
 * at least one-quarter cover.
 */

/** A wall on the map, in squares (walls usually run along grid lines). */
export interface WallSegment {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  /** A low wall: covers the lower body only. */
  low?: boolean;
}

/** What `suggestCover` takes. */
export interface SuggestCoverInput {
  /** Where the attack comes from: the attacker's footprint, or a 0×0 footprint for a point (a burst). */
  from: Footprint;
  target: Footprint;
  walls?: readonly WallSegment[];
  /** Solid squares (pillars, crates as high as the target): each blocks as its four sides. */
  blockingSquares?: readonly GridPoint[];
}

/** The suggestion and the share of sight lines blocked by full-height walls. */
export interface CoverSuggestion {
  degree: CoverDegree;
  blockedShare: number;
}

const LATTICE = 4;
const INSET = 0.01;
const EPSILON = 1e-9;

function cross(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

function onSegment(ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean {
  return (
    Math.min(ax, bx) - EPSILON <= px &&
    px <= Math.max(ax, bx) + EPSILON &&
    Math.min(ay, by) - EPSILON <= py &&
    py <= Math.max(ay, by) + EPSILON
  );
}

/** True when segment p–q crosses or touches wall a–b. */
export function segmentsIntersect(p: GridPoint, q: GridPoint, wall: WallSegment): boolean {
  const d1 = cross(wall.x1, wall.y1, wall.x2, wall.y2, p.x, p.y);
  const d2 = cross(wall.x1, wall.y1, wall.x2, wall.y2, q.x, q.y);
  const d3 = cross(p.x, p.y, q.x, q.y, wall.x1, wall.y1);
  const d4 = cross(p.x, p.y, q.x, q.y, wall.x2, wall.y2);
  if (
    ((d1 > EPSILON && d2 < -EPSILON) || (d1 < -EPSILON && d2 > EPSILON)) &&
    ((d3 > EPSILON && d4 < -EPSILON) || (d3 < -EPSILON && d4 > EPSILON))
  )
    return true;
  if (Math.abs(d1) <= EPSILON && onSegment(wall.x1, wall.y1, wall.x2, wall.y2, p.x, p.y)) return true;
  if (Math.abs(d2) <= EPSILON && onSegment(wall.x1, wall.y1, wall.x2, wall.y2, q.x, q.y)) return true;
  if (Math.abs(d3) <= EPSILON && onSegment(p.x, p.y, q.x, q.y, wall.x1, wall.y1)) return true;
  return Math.abs(d4) <= EPSILON && onSegment(p.x, p.y, q.x, q.y, wall.x2, wall.y2);
}

/** Where an attack is seen from: the area's center, then its four corners a hair inside (a point: itself). */
export function sightViewpoints(area: Footprint): GridPoint[] {
  const inX = Math.min(INSET, area.width / 2);
  const inY = Math.min(INSET, area.height / 2);
  const left = area.x + inX;
  const right = area.x + area.width - inX;
  const top = area.y + inY;
  const bottom = area.y + area.height - inY;
  return [
    { x: area.x + area.width / 2, y: area.y + area.height / 2 },
    { x: left, y: top },
    { x: right, y: top },
    { x: left, y: bottom },
    { x: right, y: bottom },
  ];
}

/** The 4×4 lattice of points over the target that sight lines are drawn to, row by row. */
export function targetLattice(area: Footprint): GridPoint[] {
  const points: GridPoint[] = [];
  for (let j = 0; j < LATTICE; j++)
    for (let i = 0; i < LATTICE; i++)
      points.push({
        x: area.x + ((i + 0.5) / LATTICE) * area.width,
        y: area.y + ((j + 0.5) / LATTICE) * area.height,
      });
  return points;
}

/** A solid square's four sides as walls: top, right, bottom, left. */
export function squareWalls(square: GridPoint): WallSegment[] {
  const { x, y } = square;
  return [
    { x1: x, y1: y, x2: x + 1, y2: y },
    { x1: x + 1, y1: y, x2: x + 1, y2: y + 1 },
    { x1: x, y1: y + 1, x2: x + 1, y2: y + 1 },
    { x1: x, y1: y, x2: x, y2: y + 1 },
  ];
}

/** The degree of cover a blocked share of sight lines suggests. */
export function coverForBlockedShare(share: number): CoverDegree {
  if (share >= 1) return "total";
  if (share >= 0.9) return "nineTenths";
  if (share >= 0.75) return "threeQuarters";
  if (share >= 0.5) return "half";
  return share >= 0.25 ? "quarter" : "none";
}

/** Suggests the degree of cover the target has against an attack from `from`, given the walls. */
export function suggestCover(input: SuggestCoverInput): CoverSuggestion {
  const all = [...(input.walls ?? []), ...(input.blockingSquares ?? []).flatMap(squareWalls)];
  const full = all.filter((wall) => !wall.low);
  const low = all.filter((wall) => wall.low);
  const points = targetLattice(input.target);
  // The attacker takes its best viewpoint: fewest lines blocked, then no low wall in the way.
  let best = { degree: "total" as CoverDegree, blockedShare: 1, rank: Number.POSITIVE_INFINITY };
  for (const eye of sightViewpoints(input.from)) {
    let blocked = 0;
    let lowCrossed = false;
    for (const point of points) {
      if (full.some((wall) => segmentsIntersect(eye, point, wall))) blocked++;
      else if (low.some((wall) => segmentsIntersect(eye, point, wall))) lowCrossed = true;
    }
    const blockedShare = blocked / points.length;
    const fromFull = coverForBlockedShare(blockedShare);
    const degree = lowCrossed ? bestCover([fromFull, "quarter"]) : fromFull;
    const rank = COVER_DEGREES.indexOf(degree) * 100 + blocked;
    if (rank < best.rank) best = { degree, blockedShare, rank };
  }
  return { degree: best.degree, blockedShare: best.blockedShare };
}
