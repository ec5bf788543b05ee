import { sceneGrid } from "../../../canvas/index.ts";

/**
 * Meters between two tokens on one scene, centre to centre, in the scene's own units (a D6 scene counts in
 * meters: its grid distance); null when they are on different scenes or the scene has no grid size. Rounded
 * to a tenth, as the dialog shows it.
 */
export function tokenDistance(
  from: TokenDocument.Implementation | null,
  to: TokenDocument.Implementation,
): number | null {
  const scene = from?.parent ?? null;
  if (!from || !scene || scene !== to.parent) return null;
  const grid = sceneGrid(scene);
  if (!grid) return null;
  const centre = (token: TokenDocument.Implementation) => ({
    x: token.x + ((token.width ?? 1) * grid.size) / 2,
    y: token.y + ((token.height ?? 1) * grid.size) / 2,
  });
  const a = centre(from);
  const b = centre(to);
  const spaces = Math.hypot(a.x - b.x, a.y - b.y) / grid.size;
  return Math.round(spaces * grid.distance * 10) / 10;
}
