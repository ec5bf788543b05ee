import type { SceneGrid } from "./grid.ts";

/**
 * An area on a scene as plain numbers, the same whatever draws it (a v13 MeasuredTemplate, later a v14
 * Region): its shape in grid spaces, its origin in pixels, where a pointer snaps, and which tokens are
 * inside. A token is inside when the center of any grid space of its footprint is inside the shape (the
 * way v13 highlights the grid spaces a template covers: client/canvas/placeables/template.d.mts ›
 * _getGridHighlightPositions). Pure: no Foundry globals.
 */

/** A point on the scene, in pixels. */
export interface ScenePoint {
  x: number;
  y: number;
}

/**
 * An area's shape in grid spaces of the scene: a circle around its origin, or a rectangle whose top-left
 * corner is its origin.
 */
export type AreaShape = { kind: "circle"; radius: number } | { kind: "rect"; width: number; height: number };

/** Where the origin snaps: a grid space's center, a grid intersection (a corner), or nowhere. */
export type AreaSnap = "center" | "vertex" | "free";

/** An area placed on a scene. */
export interface AreaGeometry {
  shape: AreaShape;
  origin: ScenePoint;
}

/** A token on the scene: top-left corner in pixels, size in grid spaces (TokenDocument x, y, width, height). */
export interface TokenBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const EPSILON = 1e-6;

/** The point snapped as `snap` says, on a grid of `size` pixels whose lines run through (0, 0). */
export function snapPoint(point: ScenePoint, snap: AreaSnap, size: number): ScenePoint {
  if (snap === "free" || !(size > 0)) return { x: point.x, y: point.y };
  if (snap === "vertex")
    return { x: Math.round(point.x / size) * size, y: Math.round(point.y / size) * size };
  return { x: (Math.floor(point.x / size) + 0.5) * size, y: (Math.floor(point.y / size) + 0.5) * size };
}

/** The centers of the grid spaces a token covers, in pixels (a token smaller than a space still covers one). */
export function spaceCenters(token: TokenBox, size: number): ScenePoint[] {
  const centers: ScenePoint[] = [];
  const across = Math.max(1, Math.ceil(token.width - EPSILON));
  const down = Math.max(1, Math.ceil(token.height - EPSILON));
  for (let j = 0; j < down; j++)
    for (let i = 0; i < across; i++)
      centers.push({ x: token.x + (i + 0.5) * size, y: token.y + (j + 0.5) * size });
  return centers;
}

/** Whether the point lies inside the area (its edge included). */
export function containsPoint(area: AreaGeometry, point: ScenePoint, size: number): boolean {
  const { shape, origin } = area;
  if (shape.kind === "circle")
    return Math.hypot(point.x - origin.x, point.y - origin.y) <= shape.radius * size + EPSILON;
  return (
    point.x >= origin.x - EPSILON &&
    point.x <= origin.x + shape.width * size + EPSILON &&
    point.y >= origin.y - EPSILON &&
    point.y <= origin.y + shape.height * size + EPSILON
  );
}

/** The tokens with a grid space inside the area, in the given order. */
export function tokensInArea<Token extends TokenBox>(
  area: AreaGeometry,
  tokens: readonly Token[],
  grid: Pick<SceneGrid, "size">,
): Token[] {
  return tokens.filter((token) =>
    spaceCenters(token, grid.size).some((center) => containsPoint(area, center, grid.size)),
  );
}
