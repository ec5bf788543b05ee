import {
  type AreaShape,
  type PlacedArea,
  placeArea,
  type SceneGrid,
  type ScenePoint,
  sceneTokensInArea,
} from "../../../canvas/index.ts";
import { saga } from "../../../rules/index.ts";

/**
 * The area of a grenade's burst or an autofire volley on the scene, placed through the shared placement
 * (src/canvas: it follows the pointer, a click places it, a right click or Escape cancels), and the tokens
 * inside it that the user may see. saga-special-combat-rules.txt › Area Attacks: a burst is centered on a
 * grid corner ("the crosshairs"), autofire fills 2 × 2 squares.
 */

export type SagaAreaShape = "burst" | "autofire";

/** The shape in squares: the burst's radius around a corner, or autofire's 2 × 2 from its top-left corner. */
export function sagaAreaShape(shape: SagaAreaShape, burstRadius: number): AreaShape {
  if (shape === "burst") return { kind: "circle", radius: burstRadius };
  return { kind: "rect", width: saga.AUTOFIRE.area.width, height: saga.AUTOFIRE.area.height };
}

/** Where the area first shows: a burst on the token's center, autofire from its top-left corner. */
export function startOn(
  shape: SagaAreaShape,
  token: TokenDocument.Implementation,
  grid: SceneGrid,
): ScenePoint {
  const x = token.x ?? 0;
  const y = token.y ?? 0;
  if (shape === "autofire") return { x, y };
  return { x: x + ((token.width ?? 1) * grid.size) / 2, y: y + ((token.height ?? 1) * grid.size) / 2 };
}

/** The player places the area; null when cancelled (nothing drawn). */
export async function placeSagaArea(input: {
  scene: Scene.Implementation;
  grid: SceneGrid;
  shape: SagaAreaShape;
  burstRadius: number;
  at: TokenDocument.Implementation;
  weaponName: string;
}): Promise<{ area: PlacedArea; tokens: TokenDocument.Implementation[] } | null> {
  const area = await placeArea({
    scene: input.scene,
    grid: input.grid,
    shape: sagaAreaShape(input.shape, input.burstRadius),
    // Both shapes sit on grid corners: a burst's center, autofire's corner.
    snap: "vertex",
    start: startOn(input.shape, input.at, input.grid),
    hint: { key: "SWRPG.Saga.Area.Title", data: { weapon: input.weaponName } },
  });
  return area && { area, tokens: sceneTokensInArea(input.scene, area) };
}
