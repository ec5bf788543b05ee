/** Saga's sheets: the character sheet, the NPC stat block and the weapon, armor and talent sheets. */
import { rulesetSheets } from "../../applications/sheets/ruleset-sheets.ts";
import { SAGA_SHEET_ACTIONS } from "./sheets/actions.ts";
import { sagaActorContext, sagaItemContext } from "./sheets/contexts.ts";
import {
  SAGA_ARMOR_LAYOUT,
  SAGA_CHARACTER_LAYOUT,
  SAGA_FORCE_POWER_LAYOUT,
  SAGA_NPC_LAYOUT,
  SAGA_TALENT_LAYOUT,
  SAGA_WEAPON_LAYOUT,
} from "./sheets/layouts.ts";

export const sagaSheets = rulesetSheets(
  {
    context: sagaActorContext,
    actions: SAGA_SHEET_ACTIONS,
    sheets: [
      ["sagaCharacter", "SWRPG.Saga.Sheet.CharacterSheet", SAGA_CHARACTER_LAYOUT],
      ["sagaNpc", "SWRPG.Saga.Sheet.NpcSheet", SAGA_NPC_LAYOUT],
    ],
  },
  {
    context: sagaItemContext,
    sheets: [
      ["sagaWeapon", "SWRPG.Saga.Sheet.WeaponSheet", SAGA_WEAPON_LAYOUT],
      ["sagaArmor", "SWRPG.Saga.Sheet.ArmorSheet", SAGA_ARMOR_LAYOUT],
      ["sagaTalent", "SWRPG.Saga.Sheet.TalentSheet", SAGA_TALENT_LAYOUT],
      ["sagaForcePower", "SWRPG.Saga.Force.SheetName", SAGA_FORCE_POWER_LAYOUT],
    ],
  },
);
