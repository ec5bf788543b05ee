import type { AreaBacking, AreaPreview, DrawnArea } from "./area-backing.ts";
import type { AreaGeometry, ScenePoint } from "./area-geometry.ts";
import type { SceneGrid } from "./grid.ts";

/**
 * The v13 backing of an area: a MeasuredTemplate document (common/documents/measured-template.d.mts: t, x,
 * y, distance in scene units, direction in degrees, author). Creating one needs the TEMPLATE_CREATE
 * permission and the creator as its author (BaseMeasuredTemplate #canCreate). The preview is a template
 * placeable of an unsaved document on the Templates layer's preview container, as core previews drawings.
 */

/** The template fields of an area: a circle's radius, or a rect's diagonal from its top-left corner. */
export function templateFields(area: AreaGeometry, grid: Pick<SceneGrid, "distance">) {
  const { shape, origin } = area;
  if (shape.kind === "circle")
    return {
      t: "circle" as const,
      x: origin.x,
      y: origin.y,
      distance: shape.radius * grid.distance,
      direction: 0,
    };
  return {
    t: "rect" as const,
    x: origin.x,
    y: origin.y,
    distance: Math.hypot(shape.width, shape.height) * grid.distance,
    direction: (Math.atan2(shape.height, shape.width) * 180) / Math.PI,
  };
}

/** Integer pixels, as the schema's `x` and `y` NumberFields store them. */
const whole = (point: ScenePoint) => ({ x: Math.round(point.x), y: Math.round(point.y) });

function creationData(area: AreaGeometry, grid: SceneGrid): MeasuredTemplateDocument.CreateData {
  return { ...templateFields(area, grid), ...whole(area.origin), author: game.user?.id ?? null };
}

async function draw(scene: Scene.Implementation, area: AreaGeometry, grid: SceneGrid): Promise<DrawnArea> {
  const [created] =
    (await scene.createEmbeddedDocuments("MeasuredTemplate", [creationData(area, grid)])) ?? [];
  const id = created?.id;
  if (!created || !id) throw new Error("The MeasuredTemplate was not created");
  return {
    uuid: created.uuid,
    moveTo: async (origin) => {
      await scene.templates.get(id)?.update(whole(origin));
    },
    remove: async () => {
      if (scene.templates.has(id)) await scene.deleteEmbeddedDocuments("MeasuredTemplate", [id]);
    },
  };
}

async function preview(
  scene: Scene.Implementation,
  area: AreaGeometry,
  grid: SceneGrid,
): Promise<AreaPreview | null> {
  const layer = canvas?.templates;
  const container = layer?.preview;
  if (!canvas?.ready || !layer || !container) return null;
  const Document = CONFIG.MeasuredTemplate.documentClass;
  // fvtt-types 13.345 declares a template's Parent as null; core embeds it in its Scene.
  const context = { parent: scene } as unknown as MeasuredTemplateDocument.ConstructionContext;
  const document = new Document(creationData(area, grid), context);
  const template = new CONFIG.MeasuredTemplate.objectClass(document);
  await template.draw();
  container.addChild(template);
  return {
    layer,
    moveTo: (origin) => {
      document.updateSource(whole(origin));
      template.refresh();
    },
    destroy: () => {
      template.destroy({ children: true });
    },
  };
}

export const templateBacking: AreaBacking = {
  mayDraw: (user) => user.can("TEMPLATE_CREATE"),
  notDrawnKey: "SWRPG.Area.NotDrawn",
  draw,
  preview,
};
