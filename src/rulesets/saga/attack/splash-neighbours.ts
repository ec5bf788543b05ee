/**
 * A splash weapon's neighbours on a square grid: pure geometry over plain numbers (pixels). The shared area
 * geometry (which tokens an area covers) is src/canvas/area-geometry.ts; the Saga rules (who is hit, half
 * damage, cover) stay in the engine.
 */

/** A token on the scene: top-left corner in pixels, size in squares (TokenDocument x, y, width, height). */
export interface TokenBox {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export function tokenBox(token: TokenDocument.Implementation): TokenBox {
  return {
    id: token.id ?? "",
    x: token.x ?? 0,
    y: token.y ?? 0,
    width: token.width ?? 1,
    height: token.height ?? 1,
  };
}

/**
 * The tokens next to `primary` (a square apart, corners included), never overlapping it: splash's
 * neighbours (saga-special-combat-rules.txt › Splash Weapons: every target adjacent to the primary target).
 */
export function adjacentTokens(
  primary: TokenBox,
  tokens: readonly TokenBox[],
  grid: { size: number },
): string[] {
  const squares = (token: TokenBox) => ({
    x: Math.round(token.x / grid.size),
    y: Math.round(token.y / grid.size),
    w: Math.max(1, Math.ceil(token.width)),
    h: Math.max(1, Math.ceil(token.height)),
  });
  const p = squares(primary);
  const gap = (aStart: number, aSize: number, bStart: number, bSize: number) =>
    Math.max(0, bStart - (aStart + aSize), aStart - (bStart + bSize));
  return tokens
    .filter((token) => {
      if (token.id === primary.id) return false;
      const t = squares(token);
      const dx = gap(p.x, p.w, t.x, t.w);
      const dy = gap(p.y, p.h, t.y, t.h);
      const overlaps = t.x < p.x + p.w && p.x < t.x + t.w && t.y < p.y + p.h && p.y < t.y + t.h;
      return !overlaps && dx === 0 && dy === 0;
    })
    .map((token) => token.id);
}
