/**
 * Which tokens an area template covers, on Foundry's grid: pure geometry over plain numbers (pixels), the
 * way a v13 MeasuredTemplate highlights squares: a square is inside when its center is inside the shape.
 * A token is inside when any square of its footprint is. The Saga rules (who is hit, half damage, cover)
 * stay in the engine; this only says who is in the area.
 */

/** The grid: square size in pixels, and the scene units one square measures (`grid.distance`). */
export interface GridMeasure {
  size: number;
  distance: number;
}

/** The fields of a v13 MeasuredTemplateDocument that give its shape (common/documents/measured-template.d.mts). */
export interface TemplateFields {
  t: "circle" | "rect" | "cone" | "ray";
  x: number;
  y: number;
  /** Scene units: the radius of a circle, the diagonal of a rect. */
  distance: number;
  /** Degrees: the direction of a rect's diagonal. */
  direction: number;
}

/** A token on the scene: top-left corner in pixels, size in squares (TokenDocument x, y, width, height). */
export interface TokenBox {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const EPSILON = 1e-6;

/** A shape in pixels, or null for the shapes area attacks do not use. */
export type TemplateShape =
  | { kind: "circle"; x: number; y: number; radius: number }
  | { kind: "rect"; left: number; top: number; right: number; bottom: number };

export function templateShape(template: TemplateFields, grid: GridMeasure): TemplateShape | null {
  const length = (template.distance * grid.size) / grid.distance;
  if (template.t === "circle") return { kind: "circle", x: template.x, y: template.y, radius: length };
  if (template.t !== "rect") return null;
  // A rect template runs from its origin along its diagonal, axis-aligned (client/canvas/placeables/template).
  const radians = (template.direction * Math.PI) / 180;
  const dx = length * Math.cos(radians);
  const dy = length * Math.sin(radians);
  return {
    kind: "rect",
    left: Math.min(template.x, template.x + dx),
    right: Math.max(template.x, template.x + dx),
    top: Math.min(template.y, template.y + dy),
    bottom: Math.max(template.y, template.y + dy),
  };
}

function containsPoint(shape: TemplateShape, x: number, y: number): boolean {
  if (shape.kind === "circle") return Math.hypot(x - shape.x, y - shape.y) <= shape.radius + EPSILON;
  return (
    x >= shape.left - EPSILON &&
    x <= shape.right + EPSILON &&
    y >= shape.top - EPSILON &&
    y <= shape.bottom + EPSILON
  );
}

/** The centers of the squares a token covers, in pixels. */
export function squareCenters(token: TokenBox, grid: GridMeasure): { x: number; y: number }[] {
  const centers: { x: number; y: number }[] = [];
  const across = Math.max(1, Math.ceil(token.width));
  const down = Math.max(1, Math.ceil(token.height));
  for (let j = 0; j < down; j++)
    for (let i = 0; i < across; i++)
      centers.push({ x: token.x + (i + 0.5) * grid.size, y: token.y + (j + 0.5) * grid.size });
  return centers;
}

/** The ids of the tokens with a square inside the template, in the given order. */
export function tokensInTemplate(
  template: TemplateFields,
  tokens: readonly TokenBox[],
  grid: GridMeasure,
): string[] {
  const shape = templateShape(template, grid);
  if (!shape) return [];
  return tokens
    .filter((token) => squareCenters(token, grid).some((center) => containsPoint(shape, center.x, center.y)))
    .map((token) => token.id);
}

/**
 * The template of an area `width` × `height` squares from its top-left corner (autofire's 2 × 2): a rect
 * whose diagonal runs down and right.
 */
export function rectTemplateFields(
  corner: { x: number; y: number },
  squares: { width: number; height: number },
  grid: GridMeasure,
): TemplateFields {
  return {
    t: "rect",
    x: corner.x,
    y: corner.y,
    distance: Math.hypot(squares.width, squares.height) * grid.distance,
    direction: (Math.atan2(squares.height, squares.width) * 180) / Math.PI,
  };
}

/** A circle of `radius` squares around a point (a grenade's burst). */
export function circleTemplateFields(
  center: { x: number; y: number },
  radius: number,
  grid: GridMeasure,
): TemplateFields {
  return { t: "circle", x: center.x, y: center.y, distance: radius * grid.distance, direction: 0 };
}

/** The tokens next to `primary` (a square apart, corners included), never overlapping it: splash's neighbours. */
export function adjacentTokens(primary: TokenBox, tokens: readonly TokenBox[], grid: GridMeasure): string[] {
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
