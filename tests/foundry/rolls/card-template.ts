// `foundry.applications.handlebars.renderTemplate` over the system's real templates: the npm `handlebars`,
// the system's own helpers and the stand-ins for Foundry's core helpers that the browser tests use
// (`localize` over the real lang/en.json, `selectOptions`, `checked`).
import { readFileSync } from "node:fs";
import path from "node:path";
import Handlebars from "handlebars";
import { registerHandlebarsHelpers } from "../../../src/applications/handlebars-helpers.ts";
import { PARTIAL_TEMPLATES, templatePath } from "../../../src/applications/sheet-layouts.ts";
import { loadEnglish, registerFoundryCoreHelpers } from "../../browser/harness/foundry-core-helpers.ts";
import { repoRoot } from "../../browser/harness/paths.ts";

const PREFIX = "systems/swrpg/";

const handlebars = Handlebars.create();
registerFoundryCoreHelpers(handlebars, loadEnglish());
registerHandlebarsHelpers(handlebars);
// The system's init loads these with `loadTemplates` (src/applications/index.ts), which registers each as a
// partial by its path (client/applications/handlebars.d.mts › loadTemplates): cards and dialogs include them.
for (const partial of PARTIAL_TEMPLATES)
  handlebars.registerPartial(
    templatePath(partial),
    readFileSync(path.join(repoRoot, "templates", partial), "utf8"),
  );

/** Renders a template by its Foundry path (`systems/swrpg/templates/...`). */
export async function renderTemplate(templatePath: string, context: object): Promise<string> {
  if (!templatePath.startsWith(PREFIX)) throw new Error(`not a system template: ${templatePath}`);
  const source = readFileSync(path.join(repoRoot, templatePath.slice(PREFIX.length)), "utf8");
  return handlebars.compile(source)(context);
}

/** Installs `renderTemplate` (and whatever else the test adds) under `foundry.applications`. */
export function installTemplates(applications: Record<string, unknown> = {}): void {
  const world = globalThis as unknown as { foundry: Record<string, unknown> };
  world.foundry.applications = { handlebars: { renderTemplate }, ...applications };
}
