// `foundry.applications.handlebars.renderTemplate` over the system's real templates: the npm `handlebars`,
// the system's own helpers, and `localize` from the fake i18n (the real lang/en.json).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";
import { registerHandlebarsHelpers } from "../../../src/applications/handlebars-helpers.ts";
import { fakeI18n } from "../fakes/i18n.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const PREFIX = "systems/swrpg/";

const handlebars = Handlebars.create();
registerHandlebarsHelpers(handlebars);
handlebars.registerHelper("localize", (key: unknown, options: { hash: Record<string, unknown> }) => {
  const data = Object.fromEntries(Object.entries(options.hash).map(([name, value]) => [name, String(value)]));
  return fakeI18n.format(String(key), data);
});

/** Renders a template by its Foundry path (`systems/swrpg/templates/...`). */
export async function renderTemplate(templatePath: string, context: object): Promise<string> {
  if (!templatePath.startsWith(PREFIX)) throw new Error(`not a system template: ${templatePath}`);
  const source = readFileSync(path.join(root, templatePath.slice(PREFIX.length)), "utf8");
  return handlebars.compile(source)(context);
}

/** Installs `renderTemplate` (and whatever else the test adds) under `foundry.applications`. */
export function installTemplates(applications: Record<string, unknown> = {}): void {
  const world = globalThis as unknown as { foundry: Record<string, unknown> };
  world.foundry.applications = { handlebars: { renderTemplate }, ...applications };
}
