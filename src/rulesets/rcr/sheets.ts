/** RCR's sheets: one per document type, with its layout, its context and (actors) its button actions. */
import {
  ARMOR_SHEET_LAYOUT,
  CHARACTER_SHEET_LAYOUT,
  FEAT_SHEET_LAYOUT,
  NPC_SHEET_LAYOUT,
  WEAPON_SHEET_LAYOUT,
} from "../../applications/sheet-layouts.ts";
import type { Ruleset } from "../types.ts";
import { actorSheetContext, itemSheetContext } from "./sheet-contexts.ts";
import { ACTOR_SHEET_ACTIONS } from "./sheets/actor-sheet-actions.ts";

export const rcrSheets: Ruleset["sheets"] = {
  Actor: [
    {
      type: "character",
      label: "SWRPG.Sheet.CharacterSheet",
      layout: CHARACTER_SHEET_LAYOUT,
      context: actorSheetContext,
      actions: ACTOR_SHEET_ACTIONS,
    },
    {
      type: "npc",
      label: "SWRPG.Sheet.NpcSheet",
      layout: NPC_SHEET_LAYOUT,
      context: actorSheetContext,
      actions: ACTOR_SHEET_ACTIONS,
    },
  ],
  Item: [
    {
      type: "weapon",
      label: "SWRPG.Sheet.WeaponSheet",
      layout: WEAPON_SHEET_LAYOUT,
      context: itemSheetContext,
    },
    { type: "armor", label: "SWRPG.Sheet.ArmorSheet", layout: ARMOR_SHEET_LAYOUT, context: itemSheetContext },
    { type: "feat", label: "SWRPG.Sheet.FeatSheet", layout: FEAT_SHEET_LAYOUT, context: itemSheetContext },
  ],
};
