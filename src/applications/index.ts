import { SYSTEM_ID } from "../config/system-id.ts";
import { runReported } from "../report-error.ts";
import type { SystemRegistration } from "../system-registration.ts";
import { defineCombatTracker } from "./combat/combat-tracker.ts";
import { registerHandlebarsHelpers } from "./handlebars-helpers.ts";
import {
  ARMOR_SHEET_LAYOUT,
  CHARACTER_SHEET_LAYOUT,
  FEAT_SHEET_LAYOUT,
  NPC_SHEET_LAYOUT,
  PARTIAL_TEMPLATES,
  templatePath,
  WEAPON_SHEET_LAYOUT,
} from "./sheet-layouts.ts";
import { defineActorSheet } from "./sheets/actor-sheet.ts";
import { defineItemSheet } from "./sheets/item-sheet.ts";

/** Registers the sheets (one per document type), the Handlebars helpers and the shared partials. */
function registerSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  const actorSheets = [
    { layout: CHARACTER_SHEET_LAYOUT, type: "character", label: "SWRPG.Sheet.CharacterSheet" },
    { layout: NPC_SHEET_LAYOUT, type: "npc", label: "SWRPG.Sheet.NpcSheet" },
  ];
  for (const sheet of actorSheets) {
    DocumentSheetConfig.registerSheet(Actor, SYSTEM_ID, defineActorSheet(sheet.layout), {
      types: [sheet.type],
      makeDefault: true,
      label: sheet.label,
    });
  }
  const itemSheets = [
    { layout: WEAPON_SHEET_LAYOUT, type: "weapon", label: "SWRPG.Sheet.WeaponSheet" },
    { layout: ARMOR_SHEET_LAYOUT, type: "armor", label: "SWRPG.Sheet.ArmorSheet" },
    { layout: FEAT_SHEET_LAYOUT, type: "feat", label: "SWRPG.Sheet.FeatSheet" },
  ];
  for (const sheet of itemSheets) {
    DocumentSheetConfig.registerSheet(Item, SYSTEM_ID, defineItemSheet(sheet.layout), {
      types: [sheet.type],
      makeDefault: true,
      label: sheet.label,
    });
  }
}

export const registration: SystemRegistration = {
  name: "applications",
  register(): void {
    registerHandlebarsHelpers(Handlebars);
    runReported(
      "swrpg.loadTemplates",
      foundry.applications.handlebars.loadTemplates(PARTIAL_TEMPLATES.map(templatePath)),
    );
    registerSheets();
    CONFIG.ui.combat = defineCombatTracker();
  },
};
