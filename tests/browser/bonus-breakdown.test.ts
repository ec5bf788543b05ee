// Every number explains itself: an attack bonus on either ruleset's Attacks tab, and an RCR NPC's Defense
// chips, show the engine's terms on hover and on keyboard focus, in a tooltip the number points to
// (aria-describedby), inside the sheet. The terms are the data models' own (the rules engine's parts).
import "./fixtures/foundry-globals.ts";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signed } from "../../src/applications/handlebars-helpers.ts";
import { CHARACTER_SHEET_LAYOUT, NPC_SHEET_LAYOUT } from "../../src/applications/sheet-layouts.ts";
import type { BonusPart } from "../../src/rules/index.ts";
import type { ActorModel } from "../../src/rulesets/rcr/data/index.ts";
import { SagaActorModel } from "../../src/rulesets/saga/data/index.ts";
import { SAGA_CHARACTER_LAYOUT } from "../../src/rulesets/saga/sheets/layouts.ts";
import { systemOf } from "../foundry/data/fixtures.ts";
import { sagaActorContext, sagaHero } from "./fixtures/saga-sheet-fixtures.ts";
import { hero, itemNamed, ordinaryNpc } from "./fixtures/sheet-fixtures.ts";
import { translate } from "./harness/foundry-core-helpers.ts";
import { auditSheet, CLEAN_AUDIT } from "./harness/sheet-audit.ts";
import { SheetBrowser, type Theme } from "./harness/sheet-browser.ts";
import { actorContext } from "./harness/sheet-contexts.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

let browser: SheetBrowser;
let renderer: TemplateRenderer;
let kyla: Actor.Implementation;
let trooper: Actor.Implementation;
let rebel: Actor.Implementation;

beforeAll(async () => {
  [browser, kyla, trooper, rebel] = await Promise.all([
    SheetBrowser.launch(),
    hero(),
    ordinaryNpc(),
    sagaHero(),
  ]);
  renderer = new TemplateRenderer();
});

afterAll(async () => {
  await browser?.close();
});

/** The tooltip rows as "label value" lines, in order. */
async function tooltipRows(tip: Locator): Promise<string[]> {
  return tip
    .locator(".swrpg-breakdown-row")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? "").trim()).join(" ")),
    );
}

/** What the tooltip must list: the engine's parts, each named by its lang key. */
function expectedRows(parts: readonly BonusPart[], prefix: string): string[] {
  return parts.map((part) => `${translate(renderer.lang, `${prefix}${part.label}`)} ${signed(part.value)}`);
}

/**
 * Focuses the number by keyboard (Tab from the element before it) and returns its tooltip, after checking
 * the number names the tooltip, the tooltip is hidden before and visible after, and it stays in the sheet.
 */
async function focusTerms(page: Page, number: Locator): Promise<Locator> {
  const tipId = await number.getAttribute("aria-describedby");
  expect(tipId).toBeTruthy();
  const tip = page.locator(`[id="${tipId}"]`);
  expect(await tip.getAttribute("role")).toBe("tooltip");
  expect(await tip.isVisible()).toBe(false);
  await number.focus();
  expect(await tip.isVisible()).toBe(true);
  const sheet = await page.locator("#sheet").boundingBox();
  const box = await tip.boundingBox();
  if (!sheet || !box) throw new Error("no layout");
  expect(box.x).toBeGreaterThanOrEqual(sheet.x);
  expect(box.x + box.width).toBeLessThanOrEqual(sheet.x + sheet.width);
  return tip;
}

function rcrSheet(tab: string, theme: Theme): Promise<Page> {
  const parts = renderer.renderSheet(CHARACTER_SHEET_LAYOUT, actorContext(kyla), tab);
  return browser.open({ layout: CHARACTER_SHEET_LAYOUT, parts, title: kyla.name, theme });
}

describe("RCR attack bonus: its terms on focus", () => {
  it.each(["light", "dark"] as const)(
    "the heavy blaster pistol's bonus lists BAB, Dex, size, Weapon Focus and the stance, summing to it (%s); screenshot saved",
    async (theme) => {
      const system: ActorModel = systemOf(kyla);
      const pistol = itemNamed(kyla, "Heavy blaster pistol");
      const attack = system.attacks[pistol.id ?? ""];
      if (!attack) throw new Error("no pistol attack");
      // Fighting defensively (the hero's stance) is one of the terms: a stance that changes the bonus says so.
      expect(attack.attack.parts.map((part) => part.label)).toEqual([
        "bab",
        "dexterity",
        "size",
        "weaponFocus",
        "fightingDefensively",
      ]);
      const page = await rcrSheet("attacks", theme);
      const number = page.locator(
        `.attack-row[data-item-id="${pistol.id}"] .attack-stat.bonus .swrpg-has-breakdown`,
      );
      expect(await number.getAttribute("tabindex")).toBe("0");
      const sum = attack.attack.parts.reduce((total, part) => total + part.value, 0);
      expect(
        await page.locator(`.attack-row[data-item-id="${pistol.id}"] [data-value="attackBonus"]`).innerText(),
      ).toBe(signed(sum));
      const tip = await focusTerms(page, number);
      expect(await tooltipRows(tip)).toEqual(expectedRows(attack.attack.parts, "SWRPG.Attack.Part."));
      await SheetBrowser.screenshot(page, `breakdown-rcr-attack-${theme}`);
      expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
      await page.close();
    },
  );

  it("the unarmed strike explains its bonus too (Strength, not Dexterity)", async () => {
    const page = await rcrSheet("attacks", "light");
    const number = page.locator(".attack-list.unarmed .attack-stat.bonus .swrpg-has-breakdown");
    const rows = await tooltipRows(await focusTerms(page, number));
    expect(rows[0]).toBe(`${translate(renderer.lang, "SWRPG.Attack.Part.bab")} +3`);
    expect(rows[1]).toBe(
      `${translate(renderer.lang, "SWRPG.Attack.Part.strength")} ${signed(systemOf(kyla).abilities.str.mod)}`,
    );
    await page.close();
  });
});

describe("RCR NPC Defense chips: the same terms as the character sheet", () => {
  it.each(["light", "dark"] as const)(
    "Defense, flat-footed and touch each list their terms (%s)",
    async (theme) => {
      const system: ActorModel = systemOf(trooper);
      const parts = renderer.renderSheet(NPC_SHEET_LAYOUT, { ...actorContext(trooper), editMode: false });
      const page = await browser.open({ layout: NPC_SHEET_LAYOUT, parts, title: trooper.name, theme });
      const chips = [
        ["defense.normal", system.defense.breakdown, system.defense.value],
        ["defense.flatFooted", system.defense.flatFootedBreakdown, system.defense.flatFooted],
        ["defense.touch", system.defense.touchBreakdown, system.defense.touch],
      ] as const;
      for (const [key, terms, total] of chips) {
        const chip = page.locator(`[data-value="${key}"]`);
        expect(await chip.innerText()).toBe(String(total));
        const tip = await focusTerms(page, chip.locator(".swrpg-has-breakdown"));
        expect(await tooltipRows(tip), key).toEqual(expectedRows(terms, "SWRPG.Sheet.Part."));
        if (key === "defense.normal")
          await SheetBrowser.screenshot(page, `breakdown-rcr-npc-defense-${theme}`);
      }
      expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
      await page.close();
    },
  );
});

describe("Saga attack bonus: its terms on focus", () => {
  it.each(["light", "dark"] as const)(
    "the first weapon's bonus lists the Saga engine's terms (%s)",
    async (theme) => {
      const parts = renderer.renderSheet(SAGA_CHARACTER_LAYOUT, sagaActorContext(rebel), "attacks");
      const page = await browser.open({ layout: SAGA_CHARACTER_LAYOUT, parts, title: rebel.name, theme });
      await page.addStyleTag({ url: "http://foundry.test/systems/swrpg/styles/saga-sheets.css" });
      const row = page.locator(".saga-attack").first();
      const id = await row.getAttribute("data-item-id");
      if (!(rebel.system instanceof SagaActorModel)) throw new Error("the rebel has no Saga model");
      const attack = rebel.system.attacks[id ?? ""];
      if (!attack) throw new Error("no Saga attack");
      // The rebel is two steps down the condition track: the penalty is a term of the bonus.
      expect(attack.attack.parts.map((part) => part.label)).toContain("condition");
      expect(await row.locator('[data-value="attackBonus"]').innerText()).toBe(signed(attack.attack.total));
      const tip = await focusTerms(page, row.locator(".attack-stat.bonus .swrpg-has-breakdown"));
      expect(await tooltipRows(tip)).toEqual(expectedRows(attack.attack.parts, "SWRPG.Saga.Part."));
      await SheetBrowser.screenshot(page, `breakdown-saga-attack-${theme}`);
      expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
      await page.close();
    },
  );
});
