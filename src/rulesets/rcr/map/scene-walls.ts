import type { WallSegment } from "../../../rules/index.ts";
import type { SquareGrid } from "./token-footprint.ts";

/**
 * A scene's walls as the engine's wall segments (in squares), for `suggestCover`: a wall that stops movement
 * stands between; an open door does not. Foundry has no low walls, so none is marked `low`.
 */

/** The v13 WallDocument fields read here: `c` is [x0, y0, x1, y1] in pixels. */
export interface SceneWall {
  c: readonly number[];
  move?: number | null;
  door?: number | null;
  ds?: number | null;
}

// CONST.WALL_MOVEMENT_TYPES.NONE, CONST.WALL_DOOR_TYPES.NONE, CONST.WALL_DOOR_STATES.OPEN (common/constants.d.mts).
const MOVE_NONE = 0;
// CONST.WALL_MOVEMENT_TYPES.NORMAL: a new wall's default.
const MOVE_NORMAL = 20;
const NOT_A_DOOR = 0;
const DOOR_OPEN = 1;

export function wallSegments(walls: Iterable<SceneWall>, grid: SquareGrid): WallSegment[] {
  const segments: WallSegment[] = [];
  for (const wall of walls) {
    if ((wall.move ?? MOVE_NORMAL) === MOVE_NONE) continue;
    if ((wall.door ?? NOT_A_DOOR) !== NOT_A_DOOR && wall.ds === DOOR_OPEN) continue;
    const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = wall.c;
    segments.push({ x1: x1 / grid.size, y1: y1 / grid.size, x2: x2 / grid.size, y2: y2 / grid.size });
  }
  return segments;
}
