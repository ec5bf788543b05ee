import { notify } from "../dice/notify.ts";
import { areaBacking, type DrawnArea } from "./area-backing.ts";
import type { AreaGeometry, AreaShape, AreaSnap, ScenePoint } from "./area-geometry.ts";
import type { AreaHint } from "./area-hint.ts";
import { followPointer } from "./area-preview.ts";
import { type SceneGrid, sceneGrid } from "./grid.ts";

/**
 * Placing an area for an attack, the same for every ruleset: the user moves the shape over the scene and
 * clicks (or the caller already knows where it goes), the area is drawn for everyone to see, and it is
 * removed again when the attack is cancelled or refused. Drawing needs the core permission to create
 * templates: without it the area is not drawn (the user is told once) and the attack goes on from the
 * geometry alone, which is all the rules need.
 */

/** An area placed on the scene. */
export interface PlacedArea extends AreaGeometry {
  grid: SceneGrid;
  /** The drawn area's document uuid; null when it could not be drawn. */
  uuid: string | null;
  /** Moves the drawn area (a grenade that deviated). */
  moveTo(origin: ScenePoint): Promise<void>;
  /** Removes the drawn area: an attack cancelled or refused leaves nothing behind. */
  remove(): Promise<void>;
}

/** Why an area cannot be placed on a scene (the caller words it in its ruleset's refusals). */
export type AreaRefusal = "noScene" | "hex";

/** The scene's grid for an area, or why not: no scene, or a hex grid (areas are measured on squares). */
export function areaGrid(
  scene: Scene.Implementation | null | undefined,
): SceneGrid | { refused: AreaRefusal } {
  const grid = sceneGrid(scene);
  if (!grid) return { refused: "noScene" };
  return grid.kind === "hex" ? { refused: "hex" } : grid;
}

/** Whether the current user may draw areas (v13: TEMPLATE_CREATE, v14: REGION_CREATE); the GM always may. */
export function mayDrawAreas(): boolean {
  const user = game.user;
  return !!user && areaBacking().mayDraw(user);
}

const NOT_DRAWN: DrawnArea = { uuid: "", moveTo: async () => {}, remove: async () => {} };

async function drawn(
  scene: Scene.Implementation,
  area: AreaGeometry,
  grid: SceneGrid,
): Promise<DrawnArea | null> {
  const backing = areaBacking();
  if (!mayDrawAreas()) {
    notify("warn", backing.notDrawnKey);
    return null;
  }
  try {
    return await backing.draw(scene, area, grid);
  } catch {
    // The server refused (a permission withdrawn meanwhile): the attack goes on without the drawing.
    notify("warn", backing.notDrawnKey);
    return null;
  }
}

function placed(area: AreaGeometry, grid: SceneGrid, drawing: DrawnArea | null): PlacedArea {
  const backing = drawing ?? NOT_DRAWN;
  const result: PlacedArea = {
    ...area,
    grid,
    uuid: drawing?.uuid ?? null,
    moveTo: async (origin) => {
      result.origin = origin;
      await backing.moveTo(origin);
    },
    remove: () => backing.remove(),
  };
  return result;
}

/** Draws the area where the caller says, without asking the user (a grenade thrown at a targeted token). */
export async function drawArea(
  scene: Scene.Implementation,
  grid: SceneGrid,
  area: AreaGeometry,
): Promise<PlacedArea> {
  return placed(area, grid, await drawn(scene, area, grid));
}

export interface AreaRequest {
  scene: Scene.Implementation;
  grid: SceneGrid;
  shape: AreaShape;
  /** Where the origin snaps: a grid space's center (RCR's square), an intersection (Saga's burst), or free. */
  snap: AreaSnap;
  /** Where the preview first shows, in scene pixels. */
  start: ScenePoint;
  /** What is placed (a lang key and its data), shown with how to place it. */
  hint: AreaHint;
}

/**
 * The user places the area (preview, click; right click or Escape cancels) and it is drawn. Null when the
 * user cancels or no canvas shows the scene; then nothing was drawn.
 */
export async function placeArea(request: AreaRequest): Promise<PlacedArea | null> {
  const board = canvas;
  const stage = board?.stage;
  if (!board?.ready || !stage || board.scene !== request.scene) return null;
  const { scene, grid, shape } = request;
  const preview = await areaBacking().preview(scene, { shape, origin: request.start }, grid);
  if (!preview) return null;
  const origin = await followPointer({
    board: { stage, activeLayer: board.activeLayer },
    preview,
    snap: request.snap,
    size: grid.size,
    start: request.start,
    hint: request.hint,
  });
  return origin ? drawArea(scene, grid, { shape, origin }) : null;
}

/**
 * Runs the rest of an attack with its area: the area stays only when `run` resolves true (the card was
 * posted); a cancel, a refusal or a throw removes it.
 */
export async function keepAreaIf(area: PlacedArea, run: () => Promise<boolean>): Promise<boolean> {
  let kept = false;
  try {
    kept = await run();
    return kept;
  } finally {
    if (!kept) await area.remove();
  }
}
