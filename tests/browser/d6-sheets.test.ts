// The WEG D6 sheets as a player sees them: the real templates, helpers and CSS (styles/swrpg.css and
// styles/d6-sheets.css) in Chromium, filled from prepared D6 actors and items (derived codes by the data
// models and the D6 engine). Every sheet in light and dark.
import "./fixtures/foundry-globals.ts";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SheetLayout } from "../../src/applications/sheet-layouts.ts";
import { D6_ACTOR_CONSTRAINTS } from "../../src/rulesets/d6/data/actor-schema.ts";
import {
  D6_ARMOR_LAYOUT,
  D6_CHARACTER_LAYOUT,
  D6_NPC_LAYOUT,
  D6_WEAPON_LAYOUT,
} from "../../src/rulesets/d6/sheets/layouts.ts";
import { createD6, stormtrooper } from "../foundry/rulesets/d6/data/d6-fixtures.ts";
import { d6ActorContext, d6Hero, d6ItemContext, itemNamed } from "./fixtures/d6-sheet-fixtures.ts";
import { auditSheet, CLEAN_AUDIT, lowContrast, textOf } from "./harness/sheet-audit.ts";
import { SheetBrowser, type Theme } from "./harness/sheet-browser.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

const THEMES: Theme[] = ["light", "dark"];
const TABS = D6_CHARACTER_LAYOUT.tabs.map((tab) => tab.id);
let browser: SheetBrowser;
let renderer: TemplateRenderer;
let hero: Actor.Implementation;
let trooper: Actor.Implementation;

beforeAll(async () => {
  [browser, hero, trooper] = await Promise.all([SheetBrowser.launch(), d6Hero(), createD6(stormtrooper)]);
  renderer = new TemplateRenderer();
});

afterAll(async () => {
  await browser?.close();
});

const pages = new Map<string, Promise<Page>>();

/** A sheet rendered once per key and shared by the tests that read it; the D6 stylesheet added as system.json lists it. */
function open(key: string, layout: SheetLayout, context: object, title: string, theme: Theme, tab?: string) {
  let page = pages.get(key);
  if (!page) {
    const parts = renderer.renderSheet(layout, context, tab);
    page = browser.open({ layout, parts, title, theme }).then(async (opened) => {
      await opened.addStyleTag({ url: "http://foundry.test/systems/swrpg/styles/d6-sheets.css" });
      return opened;
    });
    pages.set(key, page);
  }
  return page;
}

const heroTab = (tab: string, theme: Theme = "light") =>
  open(`hero-${tab}-${theme}`, D6_CHARACTER_LAYOUT, d6ActorContext(hero), hero.name, theme, tab);
const npc = (theme: Theme = "light") =>
  open(`npc-${theme}`, D6_NPC_LAYOUT, d6ActorContext(trooper), trooper.name, theme);

const LEGIBLE =
  ":is(h2, h3, dt, dd, button, .skill-name, .attack-name, .wound-now, .wound-penalty, .switch-label, .field-label)";

describe("D6 character sheet, every tab in light and dark", () => {
  for (const theme of THEMES) {
    it.each(TABS)(`%s (${theme}): fits, no residue or raw keys, legible; screenshot saved`, async (tab) => {
      const page = await heroTab(tab, theme);
      await SheetBrowser.screenshot(page, `d6-character-${tab}-${theme}`);
      expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
      expect(await lowContrast(page, LEGIBLE)).toEqual([]);
      const shown = await page
        .locator("#sheet section.tab[data-tab]:visible")
        .evaluateAll((els) => els.map((el) => el.getAttribute("data-tab")));
      expect(shown).toEqual([tab]);
    });
  }
});

describe("the character's codes on the sheet", () => {
  it("the wound strip: six levels, wounded pressed; −2D to every roll (wounded and stunned)", async () => {
    const page = await heroTab("skills");
    const steps = page.locator(".d6-header .wound-step");
    expect(await steps.count()).toBe(6);
    const pressed = await steps.evaluateAll((els) => els.map((el) => el.getAttribute("aria-pressed")));
    expect(pressed).toEqual(["false", "true", "false", "false", "false", "false"]);
    // The heading is set in capitals by the stylesheet: read the text, not how it is shown.
    expect(await page.locator('.d6-header [data-value="woundLevel"]').textContent()).toBe("Wounded");
    expect(await page.locator('.d6-header [data-value="injuryPenalty"]').textContent()).toBe(
      "−2D to every roll",
    );
    expect(await page.inputValue('[name="system.stun.value"]')).toBe("1");
  });

  it("attributes and skills: the written code in the input, the code rolled now on its button", async () => {
    const page = await heroTab("skills");
    // Dexterity 3D+1, less the armor's 1D and the 2D of wounds and stun: 0D+1.
    expect(await page.inputValue('[name="system.attributes.dexterity"]')).toBe("3D+1");
    expect(await textOf(page, '[data-attribute="dexterity"] .attribute-head .code-roll')).toBe("0D+1");
    // Blaster 5D+1 − 1D − 2D = 2D+1; Strength 3D+2 − 2D = 1D+2 (armor does not touch Strength).
    expect(await textOf(page, '.skill[data-skill="blaster"] .code-roll')).toBe("2D+1");
    expect(await textOf(page, '[data-attribute="strength"] .attribute-head .code-roll')).toBe("1D+2");
    // An untrained skill's input is empty and shows its attribute's code as the placeholder.
    expect(await page.inputValue('[name="system.skills.sneak"]')).toBe("");
    expect(await page.getAttribute('[name="system.skills.sneak"]', "placeholder")).toBe("3D");
    // Armor resists with Strength 3D+2 and stormtrooper armor's +2D physical, +1D energy.
    expect(await textOf(page, '[data-value="resistance.physical"]')).toBe("5D+2");
    expect(await textOf(page, '[data-value="resistance.energy"]')).toBe("4D+2");
    expect(await textOf(page, '[data-value="armorWorn"]')).toBe("Stormtrooper armor");
  });

  it("attacks: an Attack button per weapon at hand and one unarmed; the grenade's blast bands, the rifle set for stun", async () => {
    const page = await heroTab("attacks");
    expect(await page.locator('.attacks [data-action="attack"]').count()).toBe(4);
    const grenade = page.locator(`.d6-attack[data-item-id="${itemNamed(hero, "Grenade").id}"]`);
    expect(await grenade.locator('[data-value="blast"] .tag').allInnerTexts()).toEqual([
      "5D to 2 m",
      "4D to 4 m",
      "3D to 6 m",
      "2D to 10 m",
    ]);
    const ax = page.locator(`.d6-attack[data-item-id="${itemNamed(hero, "Vibro-ax").id}"]`);
    // STR+3D+1 with Strength 3D+2: 7D (three pips make a die); melee at Moderate.
    expect(await ax.locator('[data-value="damage"]').innerText()).toContain("7D");
    expect(await ax.locator('[data-value="ranges"]').innerText()).toBe("Moderate");
    const rifle = page.locator(`.d6-attack[data-item-id="${itemNamed(hero, "Blaster rifle").id}"]`);
    expect(await rifle.locator('[data-value="ranges"]').innerText()).toBe("30 / 100 / 300");
    expect(await rifle.locator(".stun-toggle").getAttribute("aria-pressed")).toBe("true");
  });

  it("every named control is labelled and is a stored field", async () => {
    for (const tab of TABS) {
      const page = await heroTab(tab);
      const unlabelled = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLInputElement>("#sheet :is(input, select, textarea)[name]")]
          .filter((el) => !el.closest("label") && !el.getAttribute("aria-label") && !el.labels?.length)
          .map((el) => el.name),
      );
      expect(unlabelled, tab).toEqual([]);
      const names = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLInputElement>("#sheet :is(input, select, textarea)[name]")].map(
          (el) => el.name,
        ),
      );
      const stored = new Set([
        "name",
        "system.biography",
        "system.notes",
        ...Object.keys(D6_ACTOR_CONSTRAINTS).map((p) => `system.${p}`),
      ]);
      expect(
        names.filter((name) => !stored.has(name)),
        tab,
      ).toEqual([]);
    }
  });
});

describe("D6 NPC stat block", () => {
  it.each(THEMES)("%s: fits, legible, the stormtrooper's codes; screenshots saved", async (theme) => {
    const page = await npc(theme);
    await SheetBrowser.screenshot(page, `d6-npc-${theme}`);
    await SheetBrowser.screenshotFullLength(page, `d6-npc-${theme}-full`);
    expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
    expect(await lowContrast(page, LEGIBLE)).toEqual([]);
    // Stormtrooper: blaster 4D less the armor's 1D; resists 2D+2D physical.
    const blaster = page.locator('.attribute-line .skill-chip[data-skill="blaster"]');
    expect((await blaster.textContent())?.replace(/\s+/g, " ").trim()).toBe("Blaster 3D");
    expect(await textOf(page, '[data-value="resistance.physical"]')).toBe("4D");
    expect(await page.locator('.d6-stat-block [data-action="setWound"]').count()).toBe(6);
    expect(await page.locator('.d6-attack-lines [data-action="attack"]').count()).toBe(3);
  });
});

describe("D6 item sheets", () => {
  const sheets = [
    ["weapon", D6_WEAPON_LAYOUT, "Grenade"],
    ["armor", D6_ARMOR_LAYOUT, "Stormtrooper armor"],
  ] as const;
  for (const theme of THEMES) {
    it.each(sheets)(
      `%s (${theme}): fits, every field labelled with its hint; screenshot saved`,
      async (kind, layout, name) => {
        const item = itemNamed(hero, name);
        const page = await open(`${kind}-${theme}`, layout, d6ItemContext(item), item.name, theme);
        await SheetBrowser.screenshot(page, `d6-${kind}-${theme}`);
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

  it("the grenade's first blast band and the armor's Dexterity penalty as stored", async () => {
    const grenade = itemNamed(hero, "Grenade");
    const page = await open("weapon-light", D6_WEAPON_LAYOUT, d6ItemContext(grenade), grenade.name, "light");
    expect(await page.inputValue('[name="system.blast.band1.radius"]')).toBe("2");
    expect(await page.inputValue('[name="system.blast.band1.damage"]')).toBe("5D");
    expect(await page.inputValue('[name="system.damage"]')).toBe("5D");
    const armor = itemNamed(hero, "Stormtrooper armor");
    const armorPage = await open("armor-light", D6_ARMOR_LAYOUT, d6ItemContext(armor), armor.name, "light");
    expect(await armorPage.inputValue('[name="system.dexterityPenalty"]')).toBe("-1D");
  });
});
