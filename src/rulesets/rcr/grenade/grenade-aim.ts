import { notify } from "../../../dice/notify.ts";
import { footprintCenter, type GridPoint, squareAt } from "../../../rules/index.ts";
import { pixelsToSquares, type SquareGrid, tokenFootprint } from "../map/token-footprint.ts";

/**
 * Where a grenade is thrown: the square under the one targeted token on the thrower's scene, or else the
 * square the user clicks on the canvas (the template placement). Null when nothing was chosen.
 */

/** The square under a targeted token's center (a big creature: the square at its middle). */
export function squareOfToken(
  token: { x?: number | null; y?: number | null; width?: number | null; height?: number | null },
  grid: SquareGrid,
): GridPoint {
  const footprint = tokenFootprint(
    { x: token.x ?? 0, y: token.y ?? 0, width: token.width ?? 1, height: token.height ?? 1 },
    grid,
  );
  return squareAt(footprintCenter(footprint));
}

/** The next left click on the canvas, in scene pixels (null: right click, or no canvas). */
function nextCanvasClick(): Promise<{ x: number; y: number } | null> {
  const stage = canvas?.stage;
  if (!stage) return Promise.resolve(null);
  return new Promise((resolve) => {
    stage.once("pointerdown", (event: PIXI.FederatedPointerEvent) =>
      resolve(event.button === 0 ? event.getLocalPosition(stage) : null),
    );
  });
}

export async function chooseAim(
  scene: Scene.Implementation,
  grid: SquareGrid,
  targets: Iterable<{ document: TokenDocument.Implementation }>,
): Promise<GridPoint | null> {
  const onScene = [...targets].map((token) => token.document).filter((token) => token.parent === scene);
  const only = onScene.length === 1 ? onScene[0] : undefined;
  if (only) return squareOfToken(only, grid);
  notify("info", "SWRPG.Grenade.PickSquare");
  const clicked = await nextCanvasClick();
  return clicked ? squareAt(pixelsToSquares(clicked, grid)) : null;
}
