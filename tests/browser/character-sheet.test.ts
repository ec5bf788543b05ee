// The character sheet as a player sees it: the real templates, helpers and CSS in Chromium, filled
// from a prepared character (derived data by the data models and the rules engine).
import "./fixtures/foundry-globals.ts";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signed, signedList, threatRange } from "../../src/applications/handlebars-helpers.ts";
import { CHARACTER_SHEET_LAYOUT } from "../../src/applications/sheet-layouts.ts";
import { iterativeAttackBonuses } from "../../src/rules/index.ts";
import { ACTOR_CONSTRAINTS } from "../../src/rulesets/rcr/data/actor/actor-schema.ts";
import type { ActorModel } from "../../src/rulesets/rcr/data/index.ts";
import { systemOf } from "../foundry/data/fixtures.ts";
import { hero, itemNamed } from "./fixtures/sheet-fixtures.ts";
import { translate } from "./harness/foundry-core-helpers.ts";
import { auditSheet, CLEAN_AUDIT, focusRingAfterTabs, lowContrast, textOf } from "./harness/sheet-audit.ts";
import { SheetBrowser, type Theme } from "./harness/sheet-browser.ts";
import { actorContext } from "./harness/sheet-contexts.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

const TABS = CHARACTER_SHEET_LAYOUT.tabs.map((tab) => tab.id);
let browser: SheetBrowser;
let renderer: TemplateRenderer;
let actor: Actor.Implementation;
let system: ActorModel;

beforeAll(async () => {
  [browser, actor] = await Promise.all([SheetBrowser.launch(), hero()]);
  renderer = new TemplateRenderer();
  system = systemOf(actor);
});

afterAll(async () => {
  await browser?.close();
});

const pages = new Map<string, Promise<Page>>();

/** The sheet open on a tab, rendered once per tab and theme and shared by the tests that read it. */
function withTab(tab: string, check: (page: Page) => Promise<void>, theme: Theme = "light"): Promise<void> {
  const key = `${tab}-${theme}`;
  let page = pages.get(key);
  if (!page) {
    const parts = renderer.renderSheet(CHARACTER_SHEET_LAYOUT, actorContext(actor), tab);
    page = browser.open({ layout: CHARACTER_SHEET_LAYOUT, parts, title: actor.name, theme });
    pages.set(key, page);
  }
  return page.then(check);
}

describe("character sheet, every tab", () => {
  it.each(TABS)("%s: fits the sheet, no template residue or raw lang keys; screenshot saved", async (tab) => {
    await withTab(tab, async (page) => {
      await SheetBrowser.screenshot(page, `character-${tab}`);
      expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
      const shown = await page
        .locator("#sheet section.tab[data-tab]:visible")
        .evaluateAll((els) => els.map((el) => el.getAttribute("data-tab")));
      expect(shown).toEqual([tab]);
      expect(await textOf(page, ".swrpg-tabs .tab-link.active")).toBe(
        translate(renderer.lang, `SWRPG.Tab.${tab}`),
      );
    });
  });

  it.each(["stats", "attacks"])("%s in the dark theme: fits, and its text is legible", async (tab) => {
    await withTab(
      tab,
      async (page) => {
        await SheetBrowser.screenshot(page, `character-${tab}-dark`);
        expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
        expect(
          await lowContrast(
            page,
            ":is(h2, dt, dd, button, .stat-name, .save-name, .ability-name, .attack-name)",
          ),
        ).toEqual([]);
      },
      "dark",
    );
  });

  it("light theme text is legible", async () => {
    await withTab("attacks", async (page) => {
      expect(await lowContrast(page, ":is(h2, dt, dd, button, .attack-name, .attack-kind, .hint)")).toEqual(
        [],
      );
    });
  });

  it("keyboard focus is visible", async () => {
    await withTab("stats", async (page) => {
      for (const presses of [1, 3, 6]) {
        const focus = await focusRingAfterTabs(page, presses);
        expect(focus.outline, focus.tag).toMatch(/^solid [2-9]/);
      }
    });
  });
});

describe("character sheet header", () => {
  it("shows vitality and wounds with their current and maximum values and the injury condition", async () => {
    await withTab("stats", async (page) => {
      expect(await page.inputValue('[name="system.vitality.value"]')).toBe(String(system.vitality.value));
      expect(await page.inputValue('[name="system.vitality.max"]')).toBe(String(system.vitality.max));
      expect(await page.inputValue('[name="system.wounds.value"]')).toBe(String(system.wounds.value));
      expect(await textOf(page, ".wounds .resource-max")).toBe(String(system.wounds.max));
      expect(await page.getAttribute(".wounds .resource-bar", "aria-valuenow")).toBe(
        String(system.wounds.value),
      );
      expect(system.condition).toBe("fatigued");
      expect(await textOf(page, ".injury-value")).toBe(translate(renderer.lang, "SWRPG.Condition.fatigued"));
      expect(await page.isChecked('[name="system.heroic"]')).toBe(true);
      expect(await page.inputValue('[name="system.size"]')).toBe(system.size);
      expect(await page.inputValue('[name="system.level"]')).toBe(String(system.level));
    });
  });

  it("edits only stored fields: every named control is a field of the actor's schema", async () => {
    const stored = new Set([
      "name",
      "system.biography",
      ...Object.keys(ACTOR_CONSTRAINTS).map((p) => `system.${p}`),
    ]);
    for (const tab of TABS) {
      await withTab(tab, async (page) => {
        const names = await page
          .locator("#sheet [name]")
          .evaluateAll((els) => els.map((el) => el.getAttribute("name")));
        expect(
          names.filter((name) => !stored.has(name ?? "")),
          tab,
        ).toEqual([]);
      });
    }
  });
});

describe("character sheet Stats tab shows the derived numbers", () => {
  it("abilities: score and modifier; the modifier button rolls a check", async () => {
    await withTab("stats", async (page) => {
      for (const [key, ability] of Object.entries(system.abilities)) {
        expect(await page.inputValue(`[name="system.abilities.${key}.value"]`)).toBe(String(ability.value));
        const button = page.locator(`button[data-action="rollAbility"][data-ability="${key}"]`);
        expect((await button.innerText()).trim(), key).toBe(signed(ability.mod));
      }
      // Fatigue lowers Str and Dex (their effective scores), which the modifiers show.
      expect(system.abilities.dex.mod).toBe(2);
    });
  });

  it("Defense normal, flat-footed, touch and DR, with a breakdown that adds up", async () => {
    await withTab("stats", async (page) => {
      expect(await textOf(page, '[data-value="defense.normal"]')).toBe(String(system.defense.value));
      expect(await textOf(page, '[data-value="defense.flatFooted"]')).toBe(String(system.defense.flatFooted));
      expect(await textOf(page, '[data-value="defense.touch"]')).toBe(String(system.defense.touch));
      expect(await textOf(page, '[data-value="defense.damageReduction"]')).toBe(
        String(system.armor.damageReduction),
      );
      // Each Defense has its own breakdown, labelled with its total, whose terms add up to it.
      for (const [kind, total, terms] of [
        ["normal", system.defense.value, system.defense.breakdown],
        ["flatFooted", system.defense.flatFooted, system.defense.flatFootedBreakdown],
        ["touch", system.defense.touch, system.defense.touchBreakdown],
      ] as const) {
        const row = page.locator(`.breakdown-row.${kind}`);
        const parts = await row.locator(".part-value").allInnerTexts();
        const sum = parts.reduce((sum, text) => sum + Number(text.replace("\u2212", "-")), 0);
        expect(parts, kind).toHaveLength(terms.length);
        expect(sum, kind).toBe(total);
        expect(await row.locator(".breakdown-label").innerText()).toMatch(new RegExp(`\\b${total} =$`));
      }
      // The engine's terms: flat-footed without the Dexterity bonus, touch without the class bonus.
      const term = (kind: string, label: string) =>
        page.locator(`.breakdown-row.${kind} li`, { hasText: label }).locator(".part-value").innerText();
      expect([await term("normal", "Dex"), await term("flatFooted", "Dex")]).toEqual(["+2", "+0"]);
      expect([await term("normal", "Class"), await term("touch", "Class")]).toEqual(["+4", "+0"]);
    });
  });

  it("saves, base attack bonus, initiative and speed", async () => {
    await withTab("stats", async (page) => {
      for (const [key, save] of Object.entries(system.saves)) {
        const button = page.locator(`button[data-action="rollSave"][data-save="${key}"]`);
        expect((await button.innerText()).trim(), key).toBe(signed(save.total));
      }
      expect(await textOf(page, '[data-value="baseAttackBonus"]')).toBe(
        signedList(iterativeAttackBonuses(system.baseAttackBonus)),
      );
      expect(await textOf(page, 'button[data-action="rollInitiative"]')).toBe(
        signed(system.initiative.bonus),
      );
      expect(await textOf(page, '[data-value="speed"]')).toBe(`${system.speed.value} m`);
    });
  });
});

describe("character sheet Attacks tab", () => {
  it("lists each equipped weapon with its derived numbers and Attack / Full attack buttons", async () => {
    await withTab("attacks", async (page) => {
      const equipped = [...actor.items].filter(
        (item) => item.type === "weapon" && "equipped" in item.system && item.system.equipped,
      );
      expect(equipped.map((item) => item.name)).toEqual(["Heavy blaster pistol", "Vibrodagger"]);
      for (const item of equipped) {
        const attack = system.attacks[item.id ?? ""];
        if (!attack) throw new Error(`no derived attack for ${item.name}`);
        const row = page.locator(`.attack-row[data-item-id="${item.id}"]`);
        expect(await row.locator(".attack-name").innerText()).toBe(item.name);
        expect(await row.locator('[data-value="attackBonus"]').innerText()).toBe(signed(attack.attack.total));
        expect(await row.locator('[data-value="damage"]').innerText()).toBe(attack.damageFormula);
        expect(await row.locator('[data-value="threatRange"]').innerText()).toBe(
          threatRange(attack.threatRange),
        );
        for (const action of ["attack", "fullAttack"]) {
          const button = row.locator(`button[data-action="${action}"][data-item-id="${item.id}"]`);
          expect(await button.isVisible(), `${item.name} ${action}`).toBe(true);
          expect(await button.getAttribute("type")).toBe("button");
        }
      }
      expect(await page.locator(".attack-row", { hasText: "Blaster rifle" }).count()).toBe(0);
    });
  });

  it("shows range increment and fire modes of a ranged weapon, none for a melee one", async () => {
    await withTab("attacks", async (page) => {
      const pistol = page.locator(
        `.attack-row[data-item-id="${itemNamed(actor, "Heavy blaster pistol").id}"]`,
      );
      expect(await pistol.locator('[data-value="rangeIncrement"]').innerText()).toBe("8 m");
      expect(await pistol.locator('[data-value="fireModes"] .tag').allInnerTexts()).toEqual(["Single shot"]);
      const dagger = page.locator(`.attack-row[data-item-id="${itemNamed(actor, "Vibrodagger").id}"]`);
      expect(await dagger.locator('[data-value="threatRange"]').innerText()).toBe("19\u201320");
      expect(await dagger.locator('[data-value="fireModes"] .tag').count()).toBe(0);
    });
  });

  it("offers the unarmed strike, with an empty weapon id", async () => {
    await withTab("attacks", async (page) => {
      const row = page.locator(".attack-list.unarmed .attack-row");
      expect(await row.locator(".attack-name").innerText()).toBe("Unarmed strike");
      for (const action of ["attack", "fullAttack"]) {
        expect(await row.locator(`button[data-action="${action}"]`).getAttribute("data-item-id")).toBe("");
      }
    });
  });
});

describe("character sheet Inventory, Feats, Conditions and Biography tabs", () => {
  it("inventory rows are draggable items with equip toggles; weapons have a hand choice outside the actor form", async () => {
    await withTab("inventory", async (page) => {
      for (const item of actor.items) {
        if (item.type !== "weapon" && item.type !== "armor") continue;
        const row = page.locator(`.item-row.draggable[data-item-id="${item.id}"]`);
        expect(await row.count(), item.name).toBe(1);
        const equipped = "equipped" in item.system && item.system.equipped;
        const toggle = row.locator('button[data-action="toggleEquipped"]');
        expect(await toggle.getAttribute("aria-pressed"), item.name).toBe(String(equipped));
        if (item.type === "weapon" && "hand" in item.system) {
          const hand = row.locator('select[data-item-field="system.hand"]');
          expect(await hand.inputValue()).toBe(item.system.hand);
          expect(await hand.getAttribute("name")).toBeNull();
        }
      }
    });
  });

  it("feats list every feat with the rule it brings", async () => {
    await withTab("feats", async (page) => {
      const feats = [...actor.items].filter((item) => item.type === "feat");
      expect(await page.locator(".feat-row .item-name").allInnerTexts()).toEqual(feats.map((f) => f.name));
      const focus = page.locator(".feat-row", { hasText: "Weapon Focus" });
      expect(await focus.locator(".item-summary").innerText()).toBe("Weapon Focus");
    });
  });

  it("conditions are toggles pressed exactly for the actor's statuses", async () => {
    await withTab("conditions", async (page) => {
      const pressed = await page
        .locator('button[data-action="toggleCondition"][aria-pressed="true"]')
        .evaluateAll((els) => els.map((el) => el.getAttribute("data-status-id")));
      expect(new Set(pressed)).toEqual(new Set(actor.statuses));
      expect(actor.statuses.has("fatigued")).toBe(true);
    });
  });

  it("the biography is a rich-text editor of system.biography showing the enriched text", async () => {
    await withTab("biography", async (page) => {
      const editor = page.locator('prose-mirror[name="system.biography"]');
      expect(await editor.getAttribute("value")).toBe(system.biography);
      expect(await editor.locator("strong").innerText()).toBe("Corellia");
    });
  });
});

describe("character sheet for a user who may only look", () => {
  it("disables every field and offers no create or delete buttons", async () => {
    const parts = renderer.renderSheet(CHARACTER_SHEET_LAYOUT, actorContext(actor, false), "inventory");
    const page = await browser.open({ layout: CHARACTER_SHEET_LAYOUT, parts, title: actor.name });
    const enabled = await page
      .locator("#sheet :is(input, select):not([disabled])")
      .evaluateAll((els) => els.map((el) => el.getAttribute("name") ?? el.getAttribute("data-item-field")));
    expect(enabled).toEqual([]);
    expect(
      await page.locator('#sheet [data-action="createItem"], #sheet [data-action="deleteItem"]').count(),
    ).toBe(0);
    expect(await page.locator("#sheet prose-mirror").count()).toBe(0);
    expect(await page.locator("#sheet .biography .swrpg-rich-text strong").innerText()).toBe("Corellia");
    expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
    await page.close();
  });
});
