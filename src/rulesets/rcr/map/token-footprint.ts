import type { DiagonalRule, Footprint, GridPoint } from "../../../rules/index.ts";

/**
 * Scene tokens as the engine's grid records. A v13 TokenDocument has its top-left corner in pixels (`x`,
 * `y`) and its extent in grid spaces (`width`, `height`); the scene's grid has `size` pixels per square of
 * 2 m. The engine counts in squares (src/rules/rcr/grid-geometry.ts), so this only converts units.
 */

/** What a token document says about where it stands. */
export interface TokenPlacement {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The square grid of a scene: pixels per square, and how diagonals are measured (CONST.GRID_DIAGONALS). */
export interface SquareGrid {
  size: number;
  diagonals?: number;
}

// CONST.GRID_DIAGONALS.EQUIDISTANT: every step counts one square (common/constants.d.mts).
const EQUIDISTANT = 0;

/** The engine's diagonal rule for the scene's: equidistant grids count every step as one square. */
export function diagonalRuleOf(grid: SquareGrid): DiagonalRule {
  return grid.diagonals === EQUIDISTANT ? "equal" : "alternating";
}

/**
 * The squares a token covers. A token smaller than a square (a Tiny creature) still stands in one: Tiny and
 * smaller creatures share a square (rcr-combat.txt › Big and Little Characters in Combat).
 */
export function tokenFootprint(token: TokenPlacement, grid: SquareGrid): Footprint {
  return {
    x: Math.round(token.x / grid.size),
    y: Math.round(token.y / grid.size),
    width: Math.max(1, Math.round(token.width)),
    height: Math.max(1, Math.round(token.height)),
  };
}

/** A point on the scene (pixels) in squares. */
export function pixelsToSquares(point: { x: number; y: number }, grid: SquareGrid): GridPoint {
  return { x: point.x / grid.size, y: point.y / grid.size };
}

/** A point in squares on the scene (pixels). */
export function squaresToPixels(point: GridPoint, grid: SquareGrid): { x: number; y: number } {
  return { x: point.x * grid.size, y: point.y * grid.size };
}

/** The center of a square, in squares: where a template aimed at it is placed. */
export function squareCenter(square: GridPoint): GridPoint {
  return { x: square.x + 0.5, y: square.y + 0.5 };
}
