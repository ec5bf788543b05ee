import { bySize, type Size } from "./types.ts";

/**
 * The battle map as a grid of 2 m squares. rcr-combat.txt › Movement and Position (Standard Scales: one
 * square is 2 m, "adjacent" is 2 m away), Big and Little Characters in Combat (faces by size; eight
 * Medium-size combatants fit around one, one on each side and one on each corner).
 *
 * Coordinates are in squares: square (i, j) covers x from i to i + 1 and y from j to j + 1 (y grows down,
 * as on a Foundry scene), so its center is (i + ½, j + ½). A footprint is the rectangle of squares a token
 * covers, from its top-left square.
 */

/** Meters per square. */
export const SQUARE_METERS = 2;

/** A point or a square on the grid, in squares. */
export interface GridPoint {
  x: number;
  y: number;
}

/** The squares a creature or object covers: top-left square and extent, in squares. */
export interface Footprint {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * How diagonals count when measuring.
 * - "alternating": the first diagonal step is one square (2 m), the second two (4 m), and so on: the d20
 *   grid rule (RCR core, not in the texts).
 * - "equal": every step, straight or diagonal, is one square. The text only ever fixes the first step: the
 *   corner squares are adjacent, 2 m away, like the side squares.
 */
export type DiagonalRule = "alternating" | "equal";

// rcr-combat.txt › Big and Little Characters in Combat (table): face, width by length, in meters. Tiny and
// smaller creatures take part of one square (several fit in it); they are given that one square.
const FACE_METERS = bySize<readonly [number, number]>([
  [2, 2],
  [2, 2],
  [2, 2],
  [2, 2],
  [2, 2],
  [2, 4],
  [4, 10],
  [14, 14],
  [18, 18],
]);

/**
 * A size's footprint in squares (Large 1×2, Huge 2×5, Gargantuan 7×7, Colossal 9×9; Medium-size and smaller
 * 1×1). `lengthAlong` is the grid axis the face's length runs along (default "x").
 */
export function footprintSize(size: Size, lengthAlong: "x" | "y" = "x"): { width: number; height: number } {
  const [width, length] = FACE_METERS(size);
  const across = width / SQUARE_METERS;
  const along = length / SQUARE_METERS;
  return lengthAlong === "x" ? { width: along, height: across } : { width: across, height: along };
}

/** The footprint of a creature of `size` whose top-left square is `at`. */
export function footprintFor(size: Size, at: GridPoint, lengthAlong: "x" | "y" = "x"): Footprint {
  return { x: at.x, y: at.y, ...footprintSize(size, lengthAlong) };
}

/** Every square a footprint covers, row by row. */
export function footprintSquares(footprint: Footprint): GridPoint[] {
  const squares: GridPoint[] = [];
  for (let y = footprint.y; y < footprint.y + footprint.height; y++)
    for (let x = footprint.x; x < footprint.x + footprint.width; x++) squares.push({ x, y });
  return squares;
}

/** The center point of a footprint (of the whole creature, which may lie on a grid line). */
export function footprintCenter(footprint: Footprint): GridPoint {
  return { x: footprint.x + footprint.width / 2, y: footprint.y + footprint.height / 2 };
}

/** The square a point lies in. */
export function squareAt(point: GridPoint): GridPoint {
  return { x: Math.floor(point.x), y: Math.floor(point.y) };
}

/** A single square as a footprint. */
export function squareFootprint(square: GridPoint): Footprint {
  return { x: square.x, y: square.y, width: 1, height: 1 };
}

/** Squares walked for `dx` and `dy` squares of offset, diagonals counted by `rule`. */
export function gridSteps(dx: number, dy: number, rule: DiagonalRule = "alternating"): number {
  const a = Math.abs(dx);
  const b = Math.abs(dy);
  const straight = Math.max(a, b);
  const diagonal = Math.min(a, b);
  return rule === "alternating" ? straight + Math.floor(diagonal / 2) : straight;
}

function gap(aStart: number, aSize: number, bStart: number, bSize: number): number {
  // Squares from the nearest square of one footprint to the nearest square of the other along one axis.
  return Math.max(0, bStart - (aStart + aSize - 1), aStart - (bStart + bSize - 1));
}

/**
 * Distance in meters between two footprints, from their nearest squares: 0 when they overlap, 2 m when
 * adjacent (corners too), then 2 m per square with diagonals counted by `rule`.
 */
export function gridDistance(a: Footprint, b: Footprint, rule: DiagonalRule = "alternating"): number {
  const dx = gap(a.x, a.width, b.x, b.width);
  const dy = gap(a.y, a.height, b.y, b.height);
  return SQUARE_METERS * gridSteps(dx, dy, rule);
}
