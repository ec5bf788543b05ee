import { SYSTEM_ID } from "../config/system-id.ts";
import { runReported } from "../report-error.ts";
import { registeredRulesets } from "../rulesets/registry.ts";
import type { SystemRegistration } from "../system-registration.ts";
import { defineCombatTracker } from "./combat/combat-tracker.ts";
import { registerHandlebarsHelpers } from "./handlebars-helpers.ts";
import { PARTIAL_TEMPLATES, templatePath } from "./sheet-layouts.ts";
import { defineActorSheet } from "./sheets/actor-sheet.ts";
import { defineItemSheet } from "./sheets/item-sheet.ts";

/**
 * Registers every ruleset's sheets (one per document type): a document of another ruleset than the
 * world's still opens, read-only, in its own ruleset's sheet.
 */
function registerSheets(): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  for (const ruleset of registeredRulesets()) {
    for (const sheet of ruleset.sheets.Actor) {
      DocumentSheetConfig.registerSheet(Actor, SYSTEM_ID, defineActorSheet(sheet), {
        types: [sheet.type],
        makeDefault: true,
        label: sheet.label,
      });
    }
    for (const sheet of ruleset.sheets.Item) {
      DocumentSheetConfig.registerSheet(Item, SYSTEM_ID, defineItemSheet(sheet), {
        types: [sheet.type],
        makeDefault: true,
        label: sheet.label,
      });
    }
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
