// The NPC stat block in Chromium: compact, the same roll and attack buttons as the character sheet,
// and no vitality for an ordinary NPC.
import "./fixtures/foundry-globals.ts";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signed } from "../../src/applications/handlebars-helpers.ts";
import { NPC_SHEET_LAYOUT } from "../../src/applications/sheet-layouts.ts";
import { ABILITY_KEYS, SAVE_KEYS } from "../../src/rulesets/rcr/data/actor/actor-schema.ts";
import { systemOf } from "../foundry/data/fixtures.ts";
import { heroicNpc, ordinaryNpc } from "./fixtures/sheet-fixtures.ts";
import { auditSheet, CLEAN_AUDIT, textOf } from "./harness/sheet-audit.ts";
import { SheetBrowser, type Theme } from "./harness/sheet-browser.ts";
import { actorContext } from "./harness/sheet-contexts.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

let browser: SheetBrowser;
let renderer: TemplateRenderer;
let ordinary: Actor.Implementation;
let heroic: Actor.Implementation;
const pages = new Map<string, Promise<Page>>();

beforeAll(async () => {
  [browser, ordinary, heroic] = await Promise.all([SheetBrowser.launch(), ordinaryNpc(), heroicNpc()]);
  renderer = new TemplateRenderer();
});

afterAll(async () => {
  await browser?.close();
});

function sheetOf(actor: Actor.Implementation, theme: Theme = "light", editMode = false): Promise<Page> {
  const key = `${actor.name}-${theme}-${editMode}`;
  let page = pages.get(key);
  if (!page) {
    const parts = renderer.renderSheet(NPC_SHEET_LAYOUT, { ...actorContext(actor), editMode });
    page = browser.open({ layout: NPC_SHEET_LAYOUT, parts, title: actor.name, theme });
    pages.set(key, page);
  }
  return page;
}

describe("NPC stat block", () => {
  it("fits the sheet in both themes, without template residue or raw keys; screenshots saved", async () => {
    for (const theme of ["light", "dark"] as const) {
      const page = await sheetOf(ordinary, theme);
      await SheetBrowser.screenshot(page, theme === "light" ? "npc" : "npc-dark");
      await SheetBrowser.screenshotFullLength(page, theme === "light" ? "npc-full" : "npc-dark-full");
      expect(await auditSheet(page), theme).toEqual(CLEAN_AUDIT);
    }
    expect(await auditSheet(await sheetOf(heroic))).toEqual(CLEAN_AUDIT);
  });

  it("an ordinary NPC shows wounds and no vitality; a heroic one shows both", async () => {
    expect(systemOf(ordinary).heroic).toBe(false);
    const page = await sheetOf(ordinary);
    expect(await page.locator(".swrpg-resource.vitality").count()).toBe(0);
    expect(await page.locator('[name="system.vitality.value"]').count()).toBe(0);
    expect(await page.inputValue('[name="system.wounds.value"]')).toBe(
      String(systemOf(ordinary).wounds.value),
    );

    const heroicPage = await sheetOf(heroic);
    await SheetBrowser.screenshot(heroicPage, "npc-heroic");
    expect(await heroicPage.inputValue('[name="system.vitality.value"]')).toBe(
      String(systemOf(heroic).vitality.value),
    );
  });

  it("has the character sheet's buttons: abilities, saves, initiative, attacks and full attacks", async () => {
    const page = await sheetOf(ordinary);
    const system = systemOf(ordinary);
    for (const key of ABILITY_KEYS) {
      const button = page.locator(`button[data-action="rollAbility"][data-ability="${key}"]`);
      expect((await button.innerText()).trim(), key).toBe(signed(system.abilities[key].mod));
    }
    for (const key of SAVE_KEYS) {
      const button = page.locator(`button[data-action="rollSave"][data-save="${key}"] strong`);
      expect(await button.innerText(), key).toBe(signed(system.saves[key].total));
    }
    expect(await textOf(page, 'button[data-action="rollInitiative"] strong')).toBe(
      signed(system.initiative.bonus),
    );
    const rifle = ordinary.items.find((item) => item.name === "Blaster rifle");
    const attack = system.attacks[rifle?.id ?? ""];
    if (!rifle || !attack) throw new Error("the stormtrooper has no derived rifle attack");
    const row = page.locator(`.attack-row[data-item-id="${rifle.id}"]`);
    expect(await row.locator('[data-value="attackBonus"]').innerText()).toBe(signed(attack.attack.total));
    expect(await row.locator('[data-value="damage"]').innerText()).toBe(attack.damageFormula);
    for (const action of ["attack", "fullAttack"]) {
      expect(
        await row.locator(`button[data-action="${action}"][data-item-id="${rifle.id}"]`).isVisible(),
      ).toBe(true);
    }
    expect(await page.locator('.attack-row[data-item-id=""] button[data-action="attack"]').count()).toBe(1);
  });

  it("shows Defense, DR from the worn armor, and speed as derived", async () => {
    const page = await sheetOf(ordinary);
    const system = systemOf(ordinary);
    expect(await textOf(page, '[data-value="defense.normal"]')).toBe(String(system.defense.value));
    expect(await textOf(page, '[data-value="defense.flatFooted"]')).toBe(String(system.defense.flatFooted));
    expect(await textOf(page, '[data-value="defense.touch"]')).toBe(String(system.defense.touch));
    expect(system.armor.damageReduction).toBe(5);
    expect(await textOf(page, '[data-value="defense.damageReduction"]')).toBe("5");
    expect(await textOf(page, '[data-value="speed"]')).toBe(`${system.speed.value} m`);
  });

  it("an edit-mode toggle shows the entered numbers; the play view shows only the chips, never both", async () => {
    const play = await sheetOf(ordinary);
    const toggle = play.locator('button[data-action="toggleEditMode"]');
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    expect(await toggle.innerText()).toBe("Edit numbers");
    expect(await play.locator('.stat-inputs, [name="system.baseAttackBonus"]').count()).toBe(0);
    for (const theme of ["light", "dark"] as const) {
      const editing = await sheetOf(ordinary, theme, true);
      await SheetBrowser.screenshot(editing, `npc-edit-mode-${theme}`);
      expect(await editing.locator('button[data-action="toggleEditMode"]').getAttribute("aria-pressed")).toBe(
        "true",
      );
      expect(await editing.inputValue('[name="system.baseAttackBonus"]')).toBe(
        String(systemOf(ordinary).baseAttackBonus),
      );
      expect(await auditSheet(editing), theme).toEqual(CLEAN_AUDIT);
    }
  });
});
