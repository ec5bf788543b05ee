/** D6's sheets: the character sheet, the NPC stat block and the weapon and armor sheets. */
import { rulesetSheets } from "../../applications/sheets/ruleset-sheets.ts";
import { D6_SHEET_ACTIONS } from "./sheets/actions.ts";
import { d6ActorContext, d6ItemContext } from "./sheets/contexts.ts";
import { D6_ARMOR_LAYOUT, D6_CHARACTER_LAYOUT, D6_NPC_LAYOUT, D6_WEAPON_LAYOUT } from "./sheets/layouts.ts";

export const d6Sheets = rulesetSheets(
  {
    context: d6ActorContext,
    actions: D6_SHEET_ACTIONS,
    sheets: [
      ["d6Character", "SWRPG.D6.Sheet.CharacterSheet", D6_CHARACTER_LAYOUT],
      ["d6Npc", "SWRPG.D6.Sheet.NpcSheet", D6_NPC_LAYOUT],
    ],
  },
  {
    context: d6ItemContext,
    sheets: [
      ["d6Weapon", "SWRPG.D6.Sheet.WeaponSheet", D6_WEAPON_LAYOUT],
      ["d6Armor", "SWRPG.D6.Sheet.ArmorSheet", D6_ARMOR_LAYOUT],
    ],
  },
);
