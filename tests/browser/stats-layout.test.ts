// The Stats tab at the sheet's default size (RCR and Saga): the combat numbers (defenses, saves, base attack,
// initiative) show without scrolling, no panel stands half empty beside the abilities, and a fatigued RCR
// character's Strength and Dexterity say the score that counts and why (rcr-combat.txt › Fatigued).
import "./fixtures/foundry-globals.ts";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signed } from "../../src/applications/handlebars-helpers.ts";
import { CHARACTER_SHEET_LAYOUT, type SheetLayout } from "../../src/applications/sheet-layouts.ts";
import { SAGA_CHARACTER_LAYOUT } from "../../src/rulesets/saga/sheets/layouts.ts";
import { systemOf } from "../foundry/data/fixtures.ts";
import { sagaActorContext, sagaHero } from "./fixtures/saga-sheet-fixtures.ts";
import { hero } from "./fixtures/sheet-fixtures.ts";
import { translate } from "./harness/foundry-core-helpers.ts";
import { auditSheet, CLEAN_AUDIT } from "./harness/sheet-audit.ts";
import { SheetBrowser, type Theme } from "./harness/sheet-browser.ts";
import { actorContext } from "./harness/sheet-contexts.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

let browser: SheetBrowser;
let renderer: TemplateRenderer;
let kyla: Actor.Implementation;
let rebel: Actor.Implementation;
const pages = new Map<string, Promise<Page>>();

beforeAll(async () => {
  [browser, kyla, rebel] = await Promise.all([SheetBrowser.launch(), hero(), sagaHero()]);
  renderer = new TemplateRenderer();
});

afterAll(async () => {
  await browser?.close();
});

function statsTab(ruleset: "rcr" | "saga", theme: Theme): Promise<Page> {
  const key = `${ruleset}-${theme}`;
  let page = pages.get(key);
  if (!page) {
    const layout: SheetLayout = ruleset === "rcr" ? CHARACTER_SHEET_LAYOUT : SAGA_CHARACTER_LAYOUT;
    const context = ruleset === "rcr" ? actorContext(kyla) : sagaActorContext(rebel);
    const actor = ruleset === "rcr" ? kyla : rebel;
    const parts = renderer.renderSheet(layout, context, "stats");
    page = browser.open({ layout, parts, title: actor.name, theme }).then(async (opened) => {
      if (ruleset === "saga")
        await opened.addStyleTag({ url: "http://foundry.test/systems/swrpg/styles/saga-sheets.css" });
      return opened;
    });
    pages.set(key, page);
  }
  return page;
}

/** The selectors whose elements lie below the visible part of the tab (the tab not scrolled). */
async function belowTheFold(page: Page, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate((list) => {
    const content = document.querySelector("#sheet .window-content") as HTMLElement;
    const bottom = content.getBoundingClientRect().bottom;
    return list.filter((selector) => {
      const el = document.querySelector(`#sheet section.tab[data-tab="stats"] ${selector}`);
      return !el || el.getBoundingClientRect().bottom > bottom + 0.5;
    });
  }, selectors);
}

/** Blank height at the bottom of a panel: its inner bottom less its last child's bottom. */
async function blankBelow(page: Page, panel: string): Promise<number> {
  return page.evaluate((selector) => {
    const el = document.querySelector(`#sheet .stats-grid > ${selector}`) as HTMLElement;
    const last = el.lastElementChild as HTMLElement;
    const padding = parseFloat(getComputedStyle(el).paddingBottom);
    return Math.round(el.getBoundingClientRect().bottom - padding - last.getBoundingClientRect().bottom);
  }, panel);
}

describe("RCR Stats tab", () => {
  it.each(["light", "dark"] as const)(
    "every combat number shows at the default size, the abilities panel is not half empty (%s); screenshot saved",
    async (theme) => {
      const page = await statsTab("rcr", theme);
      await SheetBrowser.screenshot(page, `stats-layout-rcr-${theme}`);
      expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
      expect(
        await belowTheFold(page, [
          '[data-value="defense.normal"]',
          '[data-value="defense.touch"]',
          ".breakdown-row.touch",
          '.save[data-save="will"] .roll-button',
          '[data-value="baseAttackBonus"]',
          '[data-action="rollInitiative"]',
          '[data-value="speed"]',
        ]),
      ).toEqual([]);
      // The old two-by-two grid left 150 px and more blank under the abilities beside the Defense panel.
      expect(await blankBelow(page, ".abilities")).toBeLessThan(60);
    },
  );

  it("a fatigued character's Str 12 counts as 10 (+0) and says so; Dex 17 as 15 (+2); Con is untouched", async () => {
    const system = systemOf(kyla);
    expect(system.combat.abilityPenalty).toBe(-2);
    const page = await statsTab("rcr", "light");
    const fatigued = translate(renderer.lang, "SWRPG.Sheet.AbilityReason.fatigued");
    for (const [key, counts, modifier] of [
      ["str", 10, 0],
      ["dex", 15, 2],
    ] as const) {
      const row = page.locator(`.ability[data-ability="${key}"]`);
      expect(await row.locator(".ability-score").inputValue()).toBe(String(system.abilities[key].value));
      expect(await row.locator(".ability-modifier").innerText()).toBe(signed(modifier));
      const note = row.locator(".ability-effective");
      expect(await note.innerText()).toBe(
        `${translate(renderer.lang, "SWRPG.Sheet.AbilityCountsAs", { score: counts })} · ${fatigued} −2`,
      );
      // The roll button names the note, so a screen reader hears why the modifier is lower.
      expect(await row.locator(".ability-modifier").getAttribute("aria-describedby")).toBe(
        await note.getAttribute("id"),
      );
    }
    const con = page.locator('.ability[data-ability="con"]');
    expect(await con.locator(".ability-effective").count()).toBe(0);
    expect(await con.locator(".ability-modifier").getAttribute("aria-describedby")).toBeNull();
  });
});

describe("Saga Stats tab", () => {
  it.each(["light", "dark"] as const)(
    "the three defenses, base attack and initiative show at the default size (%s); screenshot saved",
    async (theme) => {
      const page = await statsTab("saga", theme);
      await SheetBrowser.screenshot(page, `stats-layout-saga-${theme}`);
      expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
      expect(
        await belowTheFold(page, [
          '[data-value="defense.reflex"]',
          '[data-value="defense.fortitude"]',
          '[data-value="defense.will"]',
          '[data-value="flatFootedReflex"]',
          '[data-value="damageThreshold"]',
          'input[name="system.baseAttackBonus"]',
          '[data-action="rollInitiative"]',
        ]),
      ).toEqual([]);
      expect(await blankBelow(page, ".abilities")).toBeLessThan(60);
    },
  );
});
