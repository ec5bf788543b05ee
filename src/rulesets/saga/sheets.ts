/** Saga's sheets: the character sheet, the NPC stat block and the weapon, armor and talent sheets. */
import type { Ruleset } from "../types.ts";
import { SAGA_SHEET_ACTIONS } from "./sheets/actions.ts";
import { sagaActorContext, sagaItemContext } from "./sheets/contexts.ts";
import {
  SAGA_ARMOR_LAYOUT,
  SAGA_CHARACTER_LAYOUT,
  SAGA_NPC_LAYOUT,
  SAGA_TALENT_LAYOUT,
  SAGA_WEAPON_LAYOUT,
} from "./sheets/layouts.ts";

export const sagaSheets: Ruleset["sheets"] = {
  Actor: [
    {
      type: "sagaCharacter",
      label: "SWRPG.Saga.Sheet.CharacterSheet",
      layout: SAGA_CHARACTER_LAYOUT,
      context: sagaActorContext,
      actions: SAGA_SHEET_ACTIONS,
    },
    {
      type: "sagaNpc",
      label: "SWRPG.Saga.Sheet.NpcSheet",
      layout: SAGA_NPC_LAYOUT,
      context: sagaActorContext,
      actions: SAGA_SHEET_ACTIONS,
    },
  ],
  Item: [
    {
      type: "sagaWeapon",
      label: "SWRPG.Saga.Sheet.WeaponSheet",
      layout: SAGA_WEAPON_LAYOUT,
      context: sagaItemContext,
    },
    {
      type: "sagaArmor",
      label: "SWRPG.Saga.Sheet.ArmorSheet",
      layout: SAGA_ARMOR_LAYOUT,
      context: sagaItemContext,
    },
    {
      type: "sagaTalent",
      label: "SWRPG.Saga.Sheet.TalentSheet",
      layout: SAGA_TALENT_LAYOUT,
      context: sagaItemContext,
    },
  ],
};
