// First render of the character sheet for a character carrying 20 items (8 weapons, 4 armors, 8 feats).
// Run: npx vitest bench --run bench/sheet-render.bench.ts
// "First render" is what opening the sheet costs before Handlebars has compiled anything: a fresh
// Handlebars instance with the system's helpers and partials, compiling every part's template, and
// rendering every part from the context the sheet builds out of the prepared actor. The warm case
// (templates already compiled, as on every later re-render) and the context build alone are shown
// beside it. Foundry's own work (fetching templates, inserting the HTML) is not included.
import "../tests/browser/fixtures/foundry-globals.ts";
import { bench, describe } from "vitest";
import { CHARACTER_SHEET_LAYOUT } from "../src/applications/sheet-layouts.ts";
import { twentyItemActor } from "../tests/browser/fixtures/sheet-fixtures.ts";
import { actorContext } from "../tests/browser/harness/sheet-contexts.ts";
import { TemplateRenderer } from "../tests/browser/harness/template-renderer.ts";

const actor = await twentyItemActor();
const warm = new TemplateRenderer();
warm.renderSheet(CHARACTER_SHEET_LAYOUT, actorContext(actor));

describe("character sheet, 20-item actor", () => {
  bench("first render: helpers, partials, compile and render every part", () => {
    new TemplateRenderer().renderSheet(CHARACTER_SHEET_LAYOUT, actorContext(actor));
  });

  bench("re-render: templates already compiled", () => {
    warm.renderSheet(CHARACTER_SHEET_LAYOUT, actorContext(actor));
  });

  bench("context only: the sheet's view of the prepared actor", () => {
    actorContext(actor);
  });
});
