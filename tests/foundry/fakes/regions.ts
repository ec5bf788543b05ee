// A stand-in for a v14 Scene Region as the area backing meets it (v14 API, https://foundryvtt.com/api/v14/):
// - RegionDocument (classes/foundry.documents.RegionDocument.html; RegionData: name, color, shapes,
//   visibility, elevation, flags). Its `shapes` are BaseShapeData (foundry.data.regionShapes): a circle
//   {x, y, radius}, a rectangle {x, y, width, height, rotation}, an ellipse or a polygon, in scene pixels;
//   any other type is refused. It has no author field.
// - Creating one in a Scene needs the REGION_CREATE permission (the Foundry notes: v14's permission for
//   areas, replacing TEMPLATE_CREATE; a GM always may). Updating or deleting it needs OWNER: a GM, or the
//   user who created it (the stand-in's assumption, the same rule as a template's author: v14's own rule
//   for a player's region could not be read here).
// - Its placeable (CONFIG.Region.objectClass, canvas/placeables/Region) on canvas.regions.
import type { FakeScene } from "./scene.ts";
import { currentUser, type FakeUser } from "./users-and-queries.ts";

const SHAPE_TYPES = ["circle", "rectangle", "ellipse", "polygon"] as const;

export type FakeRegionShape = { type: (typeof SHAPE_TYPES)[number]; x: number; y: number } & Record<
  string,
  unknown
>;

function checkedShapes(shapes: unknown): FakeRegionShape[] {
  if (!Array.isArray(shapes)) throw new Error("Region shapes: must be an array");
  return shapes.map((shape: Record<string, unknown>) => {
    if (!SHAPE_TYPES.includes(shape.type as (typeof SHAPE_TYPES)[number]))
      throw new Error(`Region shapes: "${String(shape.type)}" is not a shape type`);
    for (const key of ["x", "y", "radius", "width", "height"])
      if (key in shape && !Number.isFinite(shape[key]))
        throw new Error(`Region shapes: ${key} must be a number`);
    if (shape.type === "circle" && !((shape.radius as number) > 0))
      throw new Error("Region shapes: a circle's radius must be positive");
    return { ...shape } as FakeRegionShape;
  });
}

let nextId = 1;

export class FakeRegion {
  /** null until the scene creates it: an unsaved document (a preview's). */
  id: string | null = null;
  name = "";
  color: string | undefined;
  visibility = 0;
  shapes: FakeRegionShape[] = [];
  /** Who created it (the stand-in's owner rule, see the file's head). */
  readonly creator: string | null;
  /** Every update, in order (what a deviation changed). */
  readonly updates: Record<string, unknown>[] = [];
  readonly parent: FakeScene;

  /** `new RegionDocument(data, {parent})`: an unsaved region of that scene. */
  constructor(data: Record<string, unknown>, context: { parent: FakeScene }) {
    this.parent = context.parent;
    this.creator = currentUser()?.id ?? null;
    this.updateSource(data);
  }

  get uuid(): string {
    return `Scene.${this.parent.id}.Region.${this.id}`;
  }

  /** Validates as the schema does; a refused value throws and changes nothing. */
  updateSource(data: Record<string, unknown>): void {
    const shapes = "shapes" in data ? checkedShapes(data.shapes) : this.shapes;
    if ("name" in data && typeof data.name !== "string") throw new Error("Region name: must be a string");
    this.shapes = shapes;
    if (typeof data.name === "string") this.name = data.name;
    if (typeof data.color === "string") this.color = data.color;
    if (typeof data.visibility === "number") this.visibility = data.visibility;
  }

  testUserPermission(user: FakeUser): boolean {
    return user.isGM || user.id === this.creator;
  }

  async update(data: Record<string, unknown>): Promise<this> {
    const user = currentUser();
    if (!user || !this.testUserPermission(user)) throw new Error(`${user?.name} may not update this Region`);
    this.updateSource(data);
    this.updates.push(structuredClone(data));
    return this;
  }
}

/** Scene#createEmbeddedDocuments("Region", data): REGION_CREATE (or a GM), else refused and nothing made. */
export function createRegions(
  scene: FakeScene,
  data: Record<string, unknown>[],
  user: FakeUser,
): FakeRegion[] {
  const created = data.map((entry) => new FakeRegion(entry, { parent: scene }));
  if (!user.isGM && !user.hasPermission("REGION_CREATE"))
    throw new Error(`${user.name} lacks permission to create Region in Scene ${scene.id}`);
  for (const region of created) {
    region.id = `rgn${nextId++}`;
    scene.regions.set(region);
  }
  return created;
}

/** Scene#deleteEmbeddedDocuments("Region", ids): OWNER of each. */
export function deleteRegions(scene: FakeScene, ids: string[], user: FakeUser): FakeRegion[] {
  const found = ids.map((id) => scene.regions.get(id));
  if (found.some((region) => !region)) throw new Error("Region does not exist");
  const regions = found as FakeRegion[];
  if (regions.some((region) => !region.testUserPermission(user)))
    throw new Error(`${user.name} may not delete this Region`);
  for (const id of ids) scene.regions.delete(id);
  return regions;
}
