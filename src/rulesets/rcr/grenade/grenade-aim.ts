import {
  type AreaShape,
  drawArea,
  type PlacedArea,
  placeArea,
  type SceneGrid,
  type ScenePoint,
} from "../../../canvas/index.ts";
import { footprintCenter, type GridPoint, SQUARE_METERS, squareAt } from "../../../rules/index.ts";
import {
  pixelsToSquares,
  type SquareGrid,
  squareCenter,
  squaresToPixels,
  tokenFootprint,
} from "../map/token-footprint.ts";

/**
 * Where a grenade is thrown: the square under the one targeted token on the thrower's scene, or else the
 * square the player picks on the canvas (the burst follows the pointer, snapped to square centers, a left
 * click throws, a right click or Escape cancels). Either way the burst is drawn there for everyone.
 */

type TokenPlace = { x?: number | null; y?: number | null; width?: number | null; height?: number | null };

/** The square under a targeted token's center (a big creature: the square at its middle). */
export function squareOfToken(token: TokenPlace, grid: SquareGrid): GridPoint {
  const footprint = tokenFootprint(
    { x: token.x ?? 0, y: token.y ?? 0, width: token.width ?? 1, height: token.height ?? 1 },
    grid,
  );
  return squareAt(footprintCenter(footprint));
}

/**
 * The burst as drawn, in squares: the rules count 2 m squares (rcr-combat.txt › Grenadelike Weapon Attacks;
 * SQUARE_METERS), and the circle reaches half a square further so that it covers the far edge of the squares
 * it catches. Drawn in the scene's own units by src/canvas (its grid distance may be anything).
 */
export function burstShape(radiusMeters: number): AreaShape {
  return { kind: "circle", radius: radiusMeters / SQUARE_METERS + 0.5 };
}

/** A square's center on the scene, in pixels. */
export const squarePoint = (square: GridPoint, grid: SquareGrid): ScenePoint =>
  squaresToPixels(squareCenter(square), grid);

export interface GrenadeAim {
  square: GridPoint;
  area: PlacedArea;
}

export async function aimGrenade(input: {
  scene: Scene.Implementation;
  grid: SquareGrid;
  sceneGrid: SceneGrid;
  thrower: TokenDocument.Implementation;
  targets: Iterable<{ document: TokenDocument.Implementation }>;
  radius: number;
  weaponName: string;
}): Promise<GrenadeAim | null> {
  const { scene, grid, sceneGrid } = input;
  const shape = burstShape(input.radius);
  const onScene = [...input.targets].map((token) => token.document).filter((token) => token.parent === scene);
  const only = onScene.length === 1 ? onScene[0] : undefined;
  if (only) {
    const square = squareOfToken(only, grid);
    return { square, area: await drawArea(scene, sceneGrid, { shape, origin: squarePoint(square, grid) }) };
  }
  const area = await placeArea({
    scene,
    grid: sceneGrid,
    shape,
    snap: "center",
    start: squarePoint(squareOfToken(input.thrower, grid), grid),
    hint: { key: "SWRPG.Grenade.Aim", data: { weapon: input.weaponName } },
  });
  return area && { square: squareAt(pixelsToSquares(area.origin, grid)), area };
}
