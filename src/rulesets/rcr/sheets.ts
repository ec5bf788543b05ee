/** RCR's sheets: one per document type, with its layout, its context and (actors) its button actions. */
import {
  ARMOR_SHEET_LAYOUT,
  CHARACTER_SHEET_LAYOUT,
  FEAT_SHEET_LAYOUT,
  NPC_SHEET_LAYOUT,
  WEAPON_SHEET_LAYOUT,
} from "../../applications/sheet-layouts.ts";
import { rulesetSheets } from "../../applications/sheets/ruleset-sheets.ts";
import { actorContext, itemContext } from "./sheet-contexts.ts";
import { ACTOR_SHEET_ACTIONS } from "./sheets/actor-sheet-actions.ts";

export const rcrSheets = rulesetSheets(
  {
    context: actorContext,
    actions: ACTOR_SHEET_ACTIONS,
    sheets: [
      ["character", "SWRPG.Sheet.CharacterSheet", CHARACTER_SHEET_LAYOUT],
      ["npc", "SWRPG.Sheet.NpcSheet", NPC_SHEET_LAYOUT],
    ],
  },
  {
    context: itemContext,
    sheets: [
      ["weapon", "SWRPG.Sheet.WeaponSheet", WEAPON_SHEET_LAYOUT],
      ["armor", "SWRPG.Sheet.ArmorSheet", ARMOR_SHEET_LAYOUT],
      ["feat", "SWRPG.Sheet.FeatSheet", FEAT_SHEET_LAYOUT],
    ],
  },
);
