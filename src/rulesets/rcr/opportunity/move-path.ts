import type { GridPoint } from "../../../rules/index.ts";
import type { SquareGrid } from "../map/token-footprint.ts";

/**
 * A token's move as the squares its top-left corner passes, one square a step, the start first. v13 hands
 * a move to the `moveToken` hook (client/documents/token.mjs › #onUpdateOperationMovement) as a
 * TokenDocument.MovementOperation (client/documents/token.d.mts): `origin` (where this update starts) and
 * `passed.waypoints` (each top-left x/y in pixels and the `action` that led there); a move paused at a
 * checkpoint goes on in further updates of the same movement `id`, and a move that continues earlier ones
 * lists their ids in `chain`. Between two waypoints the token goes straight, so the line is walked square by
 * square: a walk past an enemy between two waypoints is seen too.
 */

/** The waypoint fields read (MeasuredMovementWaypoint: x, y in pixels, action). */
export interface PathWaypoint {
  x: number;
  y: number;
  action?: string;
}

/** What the `moveToken` hook's movement gives (TokenDocument.MovementOperation). */
export interface MoveSegment {
  id: string;
  chain?: readonly string[];
  origin: { x: number; y: number };
  passed: { waypoints: readonly PathWaypoint[] };
}

/** A pixel position as its top-left square. */
export function squareOf(point: { x: number; y: number }, grid: SquareGrid): GridPoint {
  return { x: Math.round(point.x / grid.size), y: Math.round(point.y / grid.size) };
}

/** The squares from `from` (excluded) to `to` (included) along a straight line, one step at a time. */
export function squareLine(from: GridPoint, to: GridPoint): GridPoint[] {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const steps = Math.max(Math.abs(dx), Math.abs(dy));
  const line: GridPoint[] = [];
  for (let i = 1; i <= steps; i++)
    line.push({ x: from.x + Math.round((dx * i) / steps), y: from.y + Math.round((dy * i) / steps) });
  return line;
}

/**
 * The path after one update of a move: `before` is the path so far of the movement it continues (null for a
 * new move). A waypoint reached by `jump` (a teleport or a displacement) starts the path again there: no
 * square between was passed.
 */
export function extendPath(
  before: readonly GridPoint[] | null,
  segment: MoveSegment,
  grid: SquareGrid,
  jump: (action: string | undefined) => boolean = () => false,
): GridPoint[] {
  const path = before?.length ? [...before] : [squareOf(segment.origin, grid)];
  for (const waypoint of segment.passed.waypoints) {
    const square = squareOf(waypoint, grid);
    if (jump(waypoint.action)) {
      path.splice(0, path.length, square);
      continue;
    }
    path.push(...squareLine(path[path.length - 1] as GridPoint, square));
  }
  return path;
}

/** The id of the move a segment belongs to: the first of the chain it continues, else its own. */
export function moveRoot(segment: MoveSegment): string {
  return segment.chain?.[0] ?? segment.id;
}
