/**
 * The grid of a scene as the area code measures it: its kind (square, hex or gridless), its size in pixels
 * and the scene's own distance and units per grid space. v13 `Scene#grid` is a `foundry.grid.BaseGrid`
 * (client/documents/scene.d.mts; common/grid/base.d.mts: type, size, distance, units); `grid.distance` is
 * per scene, the manifest only gives the default.
 */

export type GridKind = "square" | "hex" | "gridless";

export interface SceneGrid {
  kind: GridKind;
  /** Pixels per grid space. */
  size: number;
  /** Scene units per grid space (the scene's own `grid.distance`). */
  distance: number;
  /** The scene's unit label (`grid.units`, e.g. "m"). */
  units: string;
}

// CONST.GRID_TYPES (common/constants.d.mts): GRIDLESS 0, SQUARE 1, HEXODDR 2 ... HEXEVENQ 5.
const GRIDLESS = 0;
const SQUARE = 1;

export function gridKindOf(type: number): GridKind {
  if (type === GRIDLESS) return "gridless";
  return type === SQUARE ? "square" : "hex";
}

/** The scene's grid, or null without a scene or with a grid of no size. */
export function sceneGrid(scene: Scene.Implementation | null | undefined): SceneGrid | null {
  const grid = scene?.grid;
  if (!grid || !(grid.size > 0) || !(grid.distance > 0)) return null;
  return { kind: gridKindOf(grid.type), size: grid.size, distance: grid.distance, units: grid.units ?? "" };
}

/** A length in scene units as grid spaces of `grid`. */
export const sceneUnitsToSpaces = (distance: number, grid: SceneGrid): number => distance / grid.distance;

/** A length in grid spaces as scene units of `grid`. */
export const spacesToSceneUnits = (spaces: number, grid: SceneGrid): number => spaces * grid.distance;
