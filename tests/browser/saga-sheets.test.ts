// The Saga sheets as a player sees them: the real templates, helpers and CSS (styles/swrpg.css and
// styles/saga-sheets.css) in Chromium, filled from prepared Saga actors and items (derived numbers by the
// data models and the Saga engine). Every sheet in light and dark, the condition track strip included.
import "./fixtures/foundry-globals.ts";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SheetLayout } from "../../src/applications/sheet-layouts.ts";
import { SAGA_ACTOR_CONSTRAINTS } from "../../src/rulesets/saga/data/actor-schema.ts";
import {
  SAGA_ARMOR_LAYOUT,
  SAGA_CHARACTER_LAYOUT,
  SAGA_NPC_LAYOUT,
  SAGA_TALENT_LAYOUT,
  SAGA_WEAPON_LAYOUT,
} from "../../src/rulesets/saga/sheets/layouts.ts";
import {
  itemNamed,
  sagaActorContext,
  sagaHero,
  sagaItemContext,
  sagaPackActor,
} from "./fixtures/saga-sheet-fixtures.ts";
import { translate } from "./harness/foundry-core-helpers.ts";
import { auditSheet, CLEAN_AUDIT, clippedLabels, lowContrast, textOf } from "./harness/sheet-audit.ts";
import { SheetBrowser, type Theme } from "./harness/sheet-browser.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

const THEMES: Theme[] = ["light", "dark"];
const TABS = SAGA_CHARACTER_LAYOUT.tabs.map((tab) => tab.id);
let browser: SheetBrowser;
let renderer: TemplateRenderer;
let hero: Actor.Implementation;
let trooper: Actor.Implementation;

beforeAll(async () => {
  [browser, hero, trooper] = await Promise.all([
    SheetBrowser.launch(),
    sagaHero(),
    sagaPackActor("saga-npcs/stormtrooper.json"),
  ]);
  renderer = new TemplateRenderer();
});

afterAll(async () => {
  await browser?.close();
});

const pages = new Map<string, Promise<Page>>();

/** A sheet rendered once per key and shared by the tests that read it; the Saga stylesheet added as system.json lists it. */
function open(key: string, layout: SheetLayout, context: object, title: string, theme: Theme, tab?: string) {
  let page = pages.get(key);
  if (!page) {
    const parts = renderer.renderSheet(layout, context, tab);
    page = browser.open({ layout, parts, title, theme }).then(async (opened) => {
      await opened.addStyleTag({ url: "http://foundry.test/systems/swrpg/styles/saga-sheets.css" });
      return opened;
    });
    pages.set(key, page);
  }
  return page;
}

const heroTab = (tab: string, theme: Theme = "light") =>
  open(`hero-${tab}-${theme}`, SAGA_CHARACTER_LAYOUT, sagaActorContext(hero), hero.name, theme, tab);
const npc = (theme: Theme = "light") =>
  open(`npc-${theme}`, SAGA_NPC_LAYOUT, sagaActorContext(trooper), trooper.name, theme);

const LEGIBLE =
  ":is(h2, dt, dd, button, .stat-name, .defense-name, .ability-name, .attack-name, .part-label, .step-name)";

describe("Saga character sheet, every tab in light and dark", () => {
  for (const theme of THEMES) {
    it.each(TABS)(`%s (${theme}): fits, no residue or raw keys, legible; screenshot saved`, async (tab) => {
      const page = await heroTab(tab, theme);
      await SheetBrowser.screenshot(page, `saga-character-${tab}-${theme}`);
      expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
      expect(await lowContrast(page, LEGIBLE)).toEqual([]);
      const shown = await page
        .locator("#sheet section.tab[data-tab]:visible")
        .evaluateAll((els) => els.map((el) => el.getAttribute("data-tab")));
      expect(shown).toEqual([tab]);
    });
  }
});

describe("the condition track strip", () => {
  it("six steps, the second step down pressed, its penalty −2 shown in the heading", async () => {
    const page = await heroTab("stats");
    const steps = page.locator(".saga-header .condition-step");
    expect(await steps.count()).toBe(6);
    const pressed = await steps.evaluateAll((els) => els.map((el) => el.getAttribute("aria-pressed")));
    expect(pressed).toEqual(["false", "false", "true", "false", "false", "false"]);
    expect(await steps.nth(2).getAttribute("data-step")).toBe("2");
    expect(await page.locator(".saga-header .condition-penalty").textContent()).toBe(
      translate(renderer.lang, "SWRPG.Saga.Sheet.ConditionPenalty", { value: "−2" }),
    );
    const labels = await steps.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
    expect(labels[5]).toBe("Set the condition track to: Helpless");
  });
});

describe("the character's numbers on the sheet", () => {
  it("defenses with breakdowns, threshold, hit points and temporary hit points", async () => {
    const page = await heroTab("stats");
    // Rebel soldier two steps down: Reflex 17 − 2, Fortitude 18 − 2, Will 13 − 2; threshold 18 (before the penalty).
    expect(await textOf(page, '[data-value="defense.reflex"]')).toBe("15");
    expect(await textOf(page, '[data-value="defense.fortitude"]')).toBe("16");
    expect(await textOf(page, '[data-value="defense.will"]')).toBe("11");
    expect(await textOf(page, '.saga-extra [data-value="damageThreshold"]')).toBe("18");
    const reflexParts = await page.locator('[data-defense="reflex"] .breakdown li').allInnerTexts();
    expect(reflexParts.map((text) => text.replace(/\s+/g, " "))).toEqual([
      "Base +10",
      "Armor +4",
      "Dexterity +2",
      "Class +1",
      "Condition track −2",
    ]);
    expect(await page.inputValue('[name="system.hp.value"]')).toBe("27");
    expect(await page.inputValue('[name="system.hp.max"]')).toBe("38");
    expect(await page.inputValue('[name="system.hp.temp"]')).toBe("5");
    expect(await page.getAttribute(".hp .resource-bar", "aria-valuenow")).toBe("27");
  });

  it("attacks: an Attack button per equipped weapon and one unarmed; the grenade shows its 2-square burst", async () => {
    const page = await heroTab("attacks");
    const buttons = page.locator('.attacks [data-action="attack"]');
    expect(await buttons.count()).toBe(4);
    const grenade = itemNamed(hero, "Frag grenade");
    const row = page.locator(`.saga-attack[data-item-id="${grenade.id}"]`);
    // +5 − 2 (condition) = +3; 4d6 + 1.
    expect(await row.locator('[data-value="attackBonus"]').innerText()).toBe("+3");
    expect(await row.locator('[data-value="damage"]').innerText()).toBe("4d6 + 1");
    expect(await row.locator('[data-value="tags"]').innerText()).toContain("burst 2 sq.");
  });

  it("every named control is labelled and is a stored field", async () => {
    const page = await heroTab("stats");
    const unlabelled = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>("#sheet :is(input, select, textarea)[name]")]
        .filter((el) => !el.closest("label") && !el.getAttribute("aria-label") && !el.labels?.length)
        .map((el) => el.name),
    );
    expect(unlabelled).toEqual([]);
    const names = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>("#sheet :is(input, select, textarea)[name]")].map(
        (el) => el.name,
      ),
    );
    expect(names.length).toBeGreaterThan(20);
    const stored = new Set([
      "name",
      "system.notes",
      ...Object.keys(SAGA_ACTOR_CONSTRAINTS).map((p) => `system.${p}`),
    ]);
    expect(names.filter((name) => !stored.has(name))).toEqual([]);
  });
});

describe("Saga NPC stat block", () => {
  it.each(THEMES)("%s: fits, legible, the stormtrooper's numbers; screenshots saved", async (theme) => {
    const page = await npc(theme);
    await SheetBrowser.screenshot(page, `saga-npc-${theme}`);
    await SheetBrowser.screenshotFullLength(page, `saga-npc-${theme}-full`);
    expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
    expect(await lowContrast(page, LEGIBLE)).toEqual([]);
    // Stormtrooper: Reflex 10 + 6 (armor) + 1 (Dex) = 17; flat-footed 16; Fortitude 12; threshold 12.
    expect(await textOf(page, '[data-value="defense.reflex"]')).toBe("17");
    expect(await textOf(page, '[data-value="flatFootedReflex"]')).toBe("16");
    expect(await textOf(page, '[data-value="damageThreshold"]')).toBe("12");
    expect(await page.locator('.saga-stat-block [data-action="setCondition"]').count()).toBe(6);
  });
});

describe("Saga NPC edit mode (issue 34: laid out as RCR's NPC edit mode, every label whole)", () => {
  it("the toggle shows the entered numbers; the play view shows only the results", async () => {
    const play = await npc();
    const toggle = play.locator('button[data-action="toggleEditMode"]');
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    expect(await toggle.innerText()).toBe("Edit numbers");
    expect(await play.locator('.saga-stat-inputs, [name="system.baseAttackBonus"]').count()).toBe(0);
  });
  it.each(THEMES)("%s: every label whole (the three class bonuses too); screenshot", async (theme) => {
    const page = await open(
      `npc-edit-${theme}`,
      SAGA_NPC_LAYOUT,
      { ...sagaActorContext(trooper), editMode: true },
      trooper.name,
      theme,
    );
    await SheetBrowser.screenshotFullLength(page, `saga-npc-edit-${theme}`);
    expect(await page.locator('button[data-action="toggleEditMode"]').innerText()).toBe("Done editing");
    expect(await clippedLabels(page, ".saga-stat-inputs :is(.field-label, .switch-label)")).toEqual([]);
    expect(
      await textOf(page, ".saga-stat-inputs label:has([name='system.classDefense.reflex']) .field-label"),
    ).toBe("Class bonus to Reflex");
    expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
  });
});

describe("Saga item sheets", () => {
  const sheets = [
    ["weapon", SAGA_WEAPON_LAYOUT, "Frag grenade"],
    ["armor", SAGA_ARMOR_LAYOUT, "Combat jumpsuit"],
    ["talent", SAGA_TALENT_LAYOUT, "Weapon Focus (rifles)"],
  ] as const;
  for (const theme of THEMES) {
    it.each(sheets)(
      `%s (${theme}): fits, every field labelled with its hint; screenshot saved`,
      async (kind, layout, name) => {
        const item = itemNamed(hero, name);
        const page = await open(`${kind}-${theme}`, layout, sagaItemContext(item), item.name, theme);
        await SheetBrowser.screenshot(page, `saga-${kind}-${theme}`);
        expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
        expect(await lowContrast(page, ":is(legend, label, .hint, .switch-label)")).toEqual([]);
        const unlabelled = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLInputElement>("#sheet :is(input, select, textarea)[name]")]
            .filter((el) => !el.closest("label") && !el.getAttribute("aria-label") && !el.labels?.length)
            .map((el) => el.name),
        );
        expect(unlabelled).toEqual([]);
      },
    );
  }

  it("the grenade's burst radius is 2 and the talent's target is a choice of weapon groups", async () => {
    const grenade = itemNamed(hero, "Frag grenade");
    const page = await open(
      "weapon-light",
      SAGA_WEAPON_LAYOUT,
      sagaItemContext(grenade),
      grenade.name,
      "light",
    );
    expect(await page.inputValue('[name="system.burstRadius"]')).toBe("2");
    const focus = itemNamed(hero, "Weapon Focus (rifles)");
    const talent = await open(
      "talent-light",
      SAGA_TALENT_LAYOUT,
      sagaItemContext(focus),
      focus.name,
      "light",
    );
    expect(await talent.inputValue('[name="system.target"]')).toBe("rifles");
    expect(await talent.locator('[name="system.target"] option').count()).toBe(8);
  });
});
