// Sheet state across re-renders. HandlebarsApplicationMixin keeps the scroll position of each part's
// `scrollable` selectors ("" is the part's root) and ApplicationV2 keeps the active tab of each group in
// `tabGroups`, which `_prepareTabs` reads for TABS' group. Here: the PARTS the sheets declare name
// elements that exist in the rendered templates and actually scroll, and the tab markup uses TABS' group.
import "./fixtures/foundry-globals.ts";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ARMOR_SHEET_LAYOUT,
  CHARACTER_SHEET_LAYOUT,
  FEAT_SHEET_LAYOUT,
  NPC_SHEET_LAYOUT,
  type SheetLayout,
  TAB_GROUP,
  WEAPON_SHEET_LAYOUT,
} from "../../src/applications/sheet-layouts.ts";
import { handlebarsParts, sheetTabs } from "../../src/applications/sheets/sheet-config.ts";
import { hero, itemNamed, ordinaryNpc } from "./fixtures/sheet-fixtures.ts";
import { SheetBrowser } from "./harness/sheet-browser.ts";
import { actorContext, itemContext } from "./harness/sheet-contexts.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

let browser: SheetBrowser;
let actor: Actor.Implementation;
let npc: Actor.Implementation;
const renderer = new TemplateRenderer();

beforeAll(async () => {
  [browser, actor, npc] = await Promise.all([SheetBrowser.launch(), hero(), ordinaryNpc()]);
});

afterAll(async () => {
  await browser?.close();
});

/** For each scrollable selector of each part: whether it is found in the part and whether it scrolls. */
async function scrollables(page: Page, layout: SheetLayout, tab?: string) {
  const found: { part: string; selector: string; exists: boolean; scrolls: boolean }[] = [];
  for (const [part, config] of Object.entries(handlebarsParts(layout))) {
    if (layout.parts[part]?.tab && layout.parts[part]?.tab !== tab) continue; // hidden tabs do not scroll
    for (const selector of config.scrollable ?? []) {
      const result = await page.evaluate(
        ([partId, sel]) => {
          const root = document.querySelector<HTMLElement>(`[data-application-part="${partId}"]`);
          const el = sel === "" ? root : root?.querySelector<HTMLElement>(sel);
          if (!el) return { exists: false, scrolls: false };
          return { exists: true, scrolls: ["auto", "scroll"].includes(getComputedStyle(el).overflowY) };
        },
        [part, selector] as const,
      );
      found.push({ part, selector, ...result });
    }
  }
  return found;
}

const SHEETS: [string, SheetLayout, () => object, string | undefined][] = [
  ["character stats", CHARACTER_SHEET_LAYOUT, () => actorContext(actor), "stats"],
  ["character inventory", CHARACTER_SHEET_LAYOUT, () => actorContext(actor), "inventory"],
  ["NPC", NPC_SHEET_LAYOUT, () => actorContext(npc), undefined],
  ["weapon", WEAPON_SHEET_LAYOUT, () => itemContext(itemNamed(actor, "Blaster rifle")), undefined],
  ["armor", ARMOR_SHEET_LAYOUT, () => itemContext(itemNamed(actor, "Padded flight suit")), undefined],
  [
    "feat",
    FEAT_SHEET_LAYOUT,
    () => itemContext(itemNamed(actor, "Weapon Focus (blaster pistols)")),
    undefined,
  ],
];

describe("scroll memory: each part's scrollable selectors exist in its rendered template and scroll", () => {
  it.each(SHEETS)("%s", async (_name, layout, context, tab) => {
    const page = await browser.open({
      layout,
      parts: renderer.renderSheet(layout, context(), tab),
      title: "",
    });
    const found = await scrollables(page, layout, tab);
    expect(found.length).toBeGreaterThan(0);
    for (const entry of found)
      expect(entry, `${entry.part} "${entry.selector}"`).toMatchObject({ exists: true, scrolls: true });
    await page.close();
  });
});

describe("tab memory: the rendered tabs belong to the group TABS declares", () => {
  it("every tab button and tab section names the primary group and a declared tab", async () => {
    const declared = sheetTabs(CHARACTER_SHEET_LAYOUT)[TAB_GROUP]?.tabs.map((t) => t.id);
    const parts = renderer.renderSheet(CHARACTER_SHEET_LAYOUT, actorContext(actor), "feats");
    const page = await browser.open({ layout: CHARACTER_SHEET_LAYOUT, parts, title: actor.name });
    const read = (selector: string) =>
      page
        .locator(selector)
        .evaluateAll((els) =>
          els.map((el) => [(el as HTMLElement).dataset.group, (el as HTMLElement).dataset.tab]),
        );
    const expected = (declared ?? []).map((id) => [TAB_GROUP, id]);
    expect(await read('#sheet [data-action="tab"]')).toEqual(expected);
    expect(await read("#sheet section.tab[data-tab]")).toEqual(expected);
    await page.close();
  });
});
