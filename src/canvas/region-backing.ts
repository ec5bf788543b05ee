import { localize } from "../config/i18n.ts";
import type {
  V14RegionConfig,
  V14RegionData,
  V14RegionDocument,
  V14RegionLayer,
  V14RegionScene,
  V14RegionShape,
} from "../types/v14";
import type { AreaBacking, AreaPreview, DrawnArea } from "./area-backing.ts";
import type { AreaGeometry, ScenePoint } from "./area-geometry.ts";
import type { SceneGrid } from "./grid.ts";

/**
 * The v14 backing of an area: a Scene Region (v14 folds measured templates into Regions; MeasuredTemplate
 * stays behind deprecation shims until v16). Its one shape is the area's, in scene pixels (v14 API:
 * RegionData › shapes, foundry.data.regionShapes): a circle by its center and radius, a rectangle by its
 * top-left corner and size. Creating one needs the REGION_CREATE permission (which replaces
 * TEMPLATE_CREATE for areas; v14's CONST.USER_PERMISSIONS gives it to players by default) and no behaviors
 * (only a GM may create a Region with behaviors). It has none: it only shows where the area is for everyone
 * (visibility ALWAYS); which tokens are inside is the pure geometry's (area-geometry.ts), the same as with
 * templates. The preview is a Region placeable of an unsaved document on the Regions layer's preview
 * container, as core previews a region it creates.
 */

/** CONST.REGION_VISIBILITY.ALWAYS (v14 API: CONST.REGION_VISIBILITY): shown to every user. */
const VISIBLE_TO_ALL = 2;

/** CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER. */
const OWNER = 3;

/** The region shape of an area: its grid spaces times the scene's pixels per space. */
export function regionShape(area: AreaGeometry, grid: Pick<SceneGrid, "size">): V14RegionShape {
  const { shape, origin } = area;
  const at = whole(origin);
  if (shape.kind === "circle") return { type: "circle", ...at, radius: shape.radius * grid.size };
  return { type: "rectangle", ...at, width: shape.width * grid.size, height: shape.height * grid.size };
}

/** Whole pixels, as the shapes are stored. */
const whole = (point: ScenePoint) => ({ x: Math.round(point.x), y: Math.round(point.y) });

/**
 * A Region has no author: who may move or delete it is its `ownership` (v14 BaseRegion › ownership,
 * getUserLevel). The user who draws the area names himself its owner, as core's own template migration makes
 * a template's author the owner (BaseRegion._migrateMeasuredTemplateData), so he can move it after a
 * deviation and remove it when the attack is cancelled.
 */
function creationData(area: AreaGeometry, grid: SceneGrid): V14RegionData {
  const user = game.user;
  return {
    name: localize("SWRPG.Area.RegionName"),
    color: user?.color?.css,
    shapes: [regionShape(area, grid)],
    visibility: VISIBLE_TO_ALL,
    ...(user ? { ownership: { [user.id]: OWNER } } : {}),
  };
}

/** The same shape, moved to `origin`. */
function movedShapes(document: V14RegionDocument, origin: ScenePoint): V14RegionShape[] {
  return document.shapes.map((shape) => ({ ...shape, ...whole(origin) }));
}

// The Region API is v14's, absent from the v13 types: reached through the declarations in src/types/v14.d.ts.
const regionScene = (scene: Scene.Implementation) => scene as unknown as V14RegionScene;

async function draw(scene: Scene.Implementation, area: AreaGeometry, grid: SceneGrid): Promise<DrawnArea> {
  const target = regionScene(scene);
  const [created] = (await target.createEmbeddedDocuments("Region", [creationData(area, grid)])) ?? [];
  const id = created?.id;
  if (!created || !id) throw new Error("The Region was not created");
  return {
    uuid: created.uuid,
    moveTo: async (origin) => {
      const region = target.regions.get(id);
      if (region) await region.update({ shapes: movedShapes(region, origin) });
    },
    remove: async () => {
      if (target.regions.has(id)) await target.deleteEmbeddedDocuments("Region", [id]);
    },
  };
}

async function preview(
  scene: Scene.Implementation,
  area: AreaGeometry,
  grid: SceneGrid,
): Promise<AreaPreview | null> {
  const board = canvas as unknown as { ready?: boolean; regions?: V14RegionLayer } | undefined;
  const layer = board?.regions;
  const config = (CONFIG as unknown as { Region?: V14RegionConfig }).Region;
  if (!board?.ready || !layer?.preview || !config) return null;
  const document = new config.documentClass(creationData(area, grid), { parent: scene });
  const region = new config.objectClass(document);
  await region.draw();
  layer.preview.addChild(region);
  return {
    layer,
    moveTo: (origin) => {
      document.updateSource({ shapes: movedShapes(document, origin) });
      region.refresh();
    },
    destroy: () => {
      region.destroy({ children: true });
    },
  };
}

export const regionBacking: AreaBacking = {
  // REGION_CREATE is a v14 permission, absent from the v13 types' permission names.
  mayDraw: (user) => user.isGM || user.can("REGION_CREATE" as unknown as "TEMPLATE_CREATE"),
  notDrawnKey: "SWRPG.Area.NotDrawnRegion",
  draw,
  preview,
};
