// A stand-in for a v14 Scene Region as the area backing meets it (v14 API, https://foundryvtt.com/api/v14/):
// - RegionDocument (classes/foundry.documents.RegionDocument.html; RegionData: name, color, shapes,
//   visibility, elevation, behaviors, ownership, flags). Its `shapes` are BaseShapeData (foundry.data
//   regionShapes): a circle {x, y, radius}, a rectangle {x, y, width, height, rotation}, an ellipse or a
//   polygon, in scene pixels; any other type is refused. It has no author field.
// - Who owns it: v14's BaseRegion has an `ownership` field (a DocumentOwnershipField) and overrides
//   `getUserLevel` (common/documents/region.d.mts of v14: `ownership: fields.DocumentOwnershipField`,
//   `override getUserLevel(user)`): a GM is always OWNER; anyone else has the level the region's ownership
//   gives them (their own entry, else `default`, else NONE). Nothing makes the creator an owner on its own:
//   core's own template migration writes the template's author into `ownership` at OWNER
//   (BaseRegion._migrateMeasuredTemplateData), and so must a creator who wants to move or delete it later.
//   Updating and deleting need OWNER.
// - Creating one in a Scene needs REGION_CREATE (CONST.USER_PERMISSIONS of v14: defaultRole 1, PLAYER;
//   requiredRoles [3, 4]: assistants and GMs always hold it); a Region that carries behaviors only a GM may
//   create (BaseRegion #canCreate). A player may name only himself an owner (the stand-in's assumption,
//   stricter than or as strict as core: a player cannot hand others ownership of documents).
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

/** CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER. */
const OWNER = 3;

function checkedOwnership(ownership: unknown): Record<string, number> {
  if (typeof ownership !== "object" || ownership === null || Array.isArray(ownership))
    throw new Error("Region ownership: must be an object");
  const entries = Object.entries(ownership as Record<string, unknown>);
  for (const [id, level] of entries)
    if (!Number.isInteger(level) || (level as number) < -1 || (level as number) > OWNER)
      throw new Error(`Region ownership: ${id} must be an ownership level`);
  return { default: 0, ...(Object.fromEntries(entries) as Record<string, number>) };
}

export class FakeRegion {
  /** null until the scene creates it: an unsaved document (a preview's). */
  id: string | null = null;
  name = "";
  color: string | undefined;
  visibility = 0;
  shapes: FakeRegionShape[] = [];
  /** RegionData › ownership: user id (or `default`) → DOCUMENT_OWNERSHIP_LEVELS. */
  ownership: Record<string, number> = { default: 0 };
  /** RegionData › behaviors, as given (only a GM may create a Region with any). */
  behaviors: unknown[] = [];
  /** Every update, in order (what a deviation changed). */
  readonly updates: Record<string, unknown>[] = [];
  readonly parent: FakeScene;

  /** `new RegionDocument(data, {parent})`: an unsaved region of that scene. */
  constructor(data: Record<string, unknown>, context: { parent: FakeScene }) {
    this.parent = context.parent;
    this.updateSource(data);
  }

  get uuid(): string {
    return `Scene.${this.parent.id}.Region.${this.id}`;
  }

  /** Validates as the schema does; a refused value throws and changes nothing. */
  updateSource(data: Record<string, unknown>): void {
    const shapes = "shapes" in data ? checkedShapes(data.shapes) : this.shapes;
    if ("name" in data && typeof data.name !== "string") throw new Error("Region name: must be a string");
    const ownership = "ownership" in data ? checkedOwnership(data.ownership) : this.ownership;
    if ("behaviors" in data && !Array.isArray(data.behaviors))
      throw new Error("Region behaviors: must be an array");
    this.shapes = shapes;
    this.ownership = ownership;
    if (Array.isArray(data.behaviors)) this.behaviors = [...data.behaviors];
    if (typeof data.name === "string") this.name = data.name;
    if (typeof data.color === "string") this.color = data.color;
    if (typeof data.visibility === "number") this.visibility = data.visibility;
  }

  /** v14 BaseRegion#getUserLevel: a GM is OWNER; else the user's own entry, else `default`. */
  getUserLevel(user: FakeUser): number {
    if (user.isGM) return OWNER;
    return this.ownership[user.id] ?? this.ownership.default ?? 0;
  }

  /** Document#testUserPermission(user, "OWNER"): what updating and deleting need. */
  testUserPermission(user: FakeUser): boolean {
    return this.getUserLevel(user) >= OWNER;
  }

  /** The users its ownership makes owners (what the tests read as who drew it). */
  get owners(): string[] {
    return Object.entries(this.ownership)
      .filter(([id, level]) => id !== "default" && level >= OWNER)
      .map(([id]) => id);
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
    if (user.isGM) continue;
    if (region.behaviors.length) throw new Error(`${user.name} may not create a Region with behaviors`);
    const others = Object.keys(region.ownership).filter((id) => id !== "default" && id !== user.id);
    if (others.length || region.ownership.default)
      throw new Error(`${user.name} may not give others ownership of a Region`);
  }
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
