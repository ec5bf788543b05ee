import { format, localize } from "../../../config/i18n.ts";
import { saga } from "../../../rules/index.ts";
import {
  circleTemplateFields,
  type GridMeasure,
  rectTemplateFields,
  type TemplateFields,
  type TokenBox,
  tokensInTemplate,
} from "./template-geometry.ts";

/**
 * The area of a grenade's burst or an autofire volley on the scene: a v13 MeasuredTemplate the player places
 * (created where they aim, then dragged on the canvas while a small non-modal dialog waits for Attack), and
 * the tokens inside it when they confirm. Cancel removes the template.
 */

/** The scene's grid, or null for a gridless scene (an area needs squares). */
export function gridOf(scene: Scene.Implementation): GridMeasure | null {
  const grid = scene.grid;
  if (!grid || grid.type === CONST.GRID_TYPES.GRIDLESS) return null;
  return { size: grid.size, distance: grid.distance };
}

export function tokenBox(token: TokenDocument.Implementation): TokenBox {
  return { id: token.id ?? "", x: token.x, y: token.y, width: token.width ?? 1, height: token.height ?? 1 };
}

/** The template's fields where the player first aims: a burst on the token's center, autofire from its corner. */
export function initialTemplate(
  shape: "burst" | "autofire",
  burstRadius: number,
  at: TokenBox,
  grid: GridMeasure,
): TemplateFields {
  if (shape === "burst") {
    const center = { x: at.x + (at.width * grid.size) / 2, y: at.y + (at.height * grid.size) / 2 };
    return circleTemplateFields(center, burstRadius, grid);
  }
  return rectTemplateFields({ x: at.x, y: at.y }, saga.AUTOFIRE.area, grid);
}

/** The scene's tokens inside the template, in the scene's order. */
export function tokensInside(
  scene: Scene.Implementation,
  template: MeasuredTemplateDocument.Implementation,
  grid: GridMeasure,
): TokenDocument.Implementation[] {
  const tokens = scene.tokens.contents;
  const inside = new Set(tokensInTemplate(template, tokens.map(tokenBox), grid));
  return tokens.filter((token) => inside.has(token.id ?? ""));
}

/** What the placement dialog asks: confirm (true) or cancel (false). */
export type ConfirmPlacement = (weaponName: string) => Promise<boolean>;

/** The non-modal dialog that waits while the player drags the template. */
export const confirmPlacement: ConfirmPlacement = async (weaponName) => {
  const result = await foundry.applications.api.DialogV2.wait({
    window: { title: format("SWRPG.Saga.Area.Title", { weapon: weaponName }, "") },
    classes: ["swrpg-saga-area-dialog"],
    content: `<p>${localize("SWRPG.Saga.Area.Place", "")}</p>`,
    modal: false,
    rejectClose: false,
    buttons: [
      { action: "confirm", label: "SWRPG.Saga.Area.Confirm", icon: "fa-solid fa-burst", default: true },
      { action: "cancel", label: "SWRPG.Saga.Area.Cancel" },
    ],
  });
  return result === "confirm";
};

/**
 * Places the template at `at` and waits for the player; the template and the tokens inside it, or null
 * when the player cancels (the template is removed) or it was deleted meanwhile.
 */
export async function placeArea(input: {
  scene: Scene.Implementation;
  grid: GridMeasure;
  shape: "burst" | "autofire";
  burstRadius: number;
  at: TokenBox;
  weaponName: string;
  confirm?: ConfirmPlacement;
}): Promise<{
  template: MeasuredTemplateDocument.Implementation;
  tokens: TokenDocument.Implementation[];
} | null> {
  const fields = initialTemplate(input.shape, input.burstRadius, input.at, input.grid);
  const data = { ...fields, x: Math.round(fields.x), y: Math.round(fields.y), author: game.user?.id };
  const [created] =
    (await input.scene.createEmbeddedDocuments("MeasuredTemplate", [
      data as MeasuredTemplateDocument.CreateData,
    ])) ?? [];
  if (!created?.id) return null;
  const confirmed = await (input.confirm ?? confirmPlacement)(input.weaponName);
  const template = input.scene.templates.get(created.id);
  if (!template) return null;
  if (!confirmed) {
    await input.scene.deleteEmbeddedDocuments("MeasuredTemplate", [created.id]);
    return null;
  }
  return { template, tokens: tokensInside(input.scene, template, input.grid) };
}
