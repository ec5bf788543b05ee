import { tokensInArea } from "./area-geometry.ts";
import type { PlacedArea } from "./place-area.ts";
import { seenTokens } from "./visibility.ts";

/**
 * The scene's tokens inside an area that the current user may see (a player's client never lists a hidden
 * token; the GM's lists them all, and a card marks them hidden so players' views leave them out).
 */
export function sceneTokensInArea(
  scene: Scene.Implementation,
  area: PlacedArea,
): TokenDocument.Implementation[] {
  const boxes = seenTokens(scene.tokens.contents).map((token) => ({
    token,
    x: token.x ?? 0,
    y: token.y ?? 0,
    width: token.width ?? 1,
    height: token.height ?? 1,
  }));
  return tokensInArea(area, boxes, area.grid).map((box) => box.token);
}
