// What the tests read of the areas drawn on a scene, the same in either generation: v13 draws
// MeasuredTemplates (scene.templates), v14 Regions (scene.regions). Each drawn area is read as the template
// it stands for (t, x, y, distance in scene units, direction in degrees), its document, and the origins it
// was moved to; a region's shape is read back into those terms with the scene's grid.
import { V14 } from "./generation.ts";
import { FakeRegion } from "./regions.ts";
import { FakeMeasuredTemplate, type FakeScene } from "./scene.ts";

export interface DrawnAreaView {
  t: "circle" | "rect";
  x: number;
  y: number;
  distance: number;
  direction: number;
  /** The origin after each move (a deviation), in order. */
  moves: { x: number; y: number }[];
  /** Who drew it: a template's author, a region's owner (the creator names himself in its ownership). */
  author: string | null;
  uuid: string;
  document: FakeMeasuredTemplate | FakeRegion;
}

/** The lang key of the warning that an area is not drawn: it names templates (v13) or regions (v14). */
export const NOT_DRAWN_KEY = V14 ? "SWRPG.Area.NotDrawnRegion" : "SWRPG.Area.NotDrawn";

/** The permission that lets a player draw areas: TEMPLATE_CREATE (v13), REGION_CREATE (v14). */
export const AREA_PERMISSION = V14 ? "REGION_CREATE" : "TEMPLATE_CREATE";

function ofTemplate(template: FakeMeasuredTemplate): DrawnAreaView {
  const { t, x, y, distance, direction } = template;
  if (t !== "circle" && t !== "rect") throw new Error(`an area is never a ${t}`);
  const moves = template.updates.map((update) => ({ x: Number(update.x), y: Number(update.y) }));
  return {
    t,
    x,
    y,
    distance,
    direction,
    moves,
    author: template.author,
    uuid: template.uuid,
    document: template,
  };
}

function ofRegion(region: FakeRegion, scene: FakeScene): DrawnAreaView {
  if (region.shapes.length !== 1) throw new Error("an area is one shape");
  const [shape] = region.shapes as [FakeRegion["shapes"][number]];
  const spaces = (pixels: number) => (pixels / scene.grid.size) * scene.grid.distance;
  const moves = region.updates.map((update) => {
    const [moved] = update.shapes as { x: number; y: number }[];
    return { x: Number(moved?.x), y: Number(moved?.y) };
  });
  const base = {
    x: shape.x,
    y: shape.y,
    moves,
    author: region.owners[0] ?? null,
    uuid: region.uuid,
    document: region,
  };
  if (shape.type === "circle")
    return { ...base, t: "circle", distance: spaces(Number(shape.radius)), direction: 0 };
  if (shape.type !== "rectangle") throw new Error(`an area is never a ${shape.type}`);
  const width = Number(shape.width);
  const height = Number(shape.height);
  return {
    ...base,
    t: "rect",
    distance: spaces(Math.hypot(width, height)),
    direction: (Math.atan2(height, width) * 180) / Math.PI,
  };
}

/** The areas drawn on the scene, oldest first; an area drawn the other generation's way throws. */
export function drawnAreas(scene: FakeScene): DrawnAreaView[] {
  if ((V14 ? scene.templates : scene.regions).size > 0)
    throw new Error(V14 ? "v14 draws areas as Regions, not templates" : "v13 draws areas as templates");
  return V14
    ? scene.regions.contents.map((region) => ofRegion(region, scene))
    : scene.templates.contents.map(ofTemplate);
}

/** A drawn or previewed area's document (a template or a region, saved or not), read as its template. */
export function areaViewOf(document: unknown, scene: FakeScene): DrawnAreaView {
  if (document instanceof FakeMeasuredTemplate) return ofTemplate(document);
  if (document instanceof FakeRegion) return ofRegion(document, scene);
  throw new Error("not an area's document");
}
