// Weapon, armor and feat sheets in Chromium: every stored field editable, labelled and explained, with
// the data model's ranges and choices; a refused value leaves the rest of a submitted form saved.
import "./fixtures/foundry-globals.ts";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  ARMOR_SHEET_LAYOUT,
  FEAT_SHEET_LAYOUT,
  type SheetLayout,
  WEAPON_SHEET_LAYOUT,
} from "../../src/applications/sheet-layouts.ts";
import { constraintsOf } from "../../src/data/fields.ts";
import { WEAPON_GROUPS } from "../../src/rulesets/rcr/data/item/weapon-schema.ts";
import { ITEM_SHEET_SPECS, type ItemSheetType } from "../../src/rulesets/rcr/sheets/context/item-fields.ts";
import { hero, itemNamed } from "./fixtures/sheet-fixtures.ts";
import { translate } from "./harness/foundry-core-helpers.ts";
import { auditSheet, CLEAN_AUDIT } from "./harness/sheet-audit.ts";
import { SheetBrowser } from "./harness/sheet-browser.ts";
import { itemContext } from "./harness/sheet-contexts.ts";
import { TemplateRenderer } from "./harness/template-renderer.ts";

const SHEETS: { type: ItemSheetType; item: string; layout: SheetLayout }[] = [
  { type: "weapon", item: "Blaster rifle", layout: WEAPON_SHEET_LAYOUT },
  { type: "armor", item: "Blast helmet and vest", layout: ARMOR_SHEET_LAYOUT },
  { type: "feat", item: "Weapon Focus (blaster pistols)", layout: FEAT_SHEET_LAYOUT },
];

let browser: SheetBrowser;
let renderer: TemplateRenderer;
let actor: Actor.Implementation;

beforeAll(async () => {
  [browser, actor] = await Promise.all([SheetBrowser.launch(), hero()]);
  renderer = new TemplateRenderer();
});

afterAll(async () => {
  await browser?.close();
});

function openSheet(item: Item.Implementation, layout: SheetLayout): Promise<Page> {
  const parts = renderer.renderSheet(layout, itemContext(item));
  return browser.open({ layout, parts, title: item.name });
}

/** The form's data as Foundry's FormDataExtended reads it: numbers as numbers (empty: null), checkboxes as booleans. */
function formData(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => {
    const data: Record<string, unknown> = {};
    for (const el of document.querySelectorAll<HTMLElement>("#sheet [name]")) {
      const name = el.getAttribute("name") ?? "";
      if (el instanceof HTMLInputElement && el.type === "checkbox") data[name] = el.checked;
      else if (el instanceof HTMLInputElement && el.type === "number")
        data[name] = el.value === "" ? null : Number(el.value);
      else if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) data[name] = el.value;
      else data[name] = el.getAttribute("value");
    }
    return data;
  });
}

describe.each(SHEETS)("$type sheet", ({ type, item: itemName, layout }) => {
  it("fits the sheet, no template residue or raw lang keys; screenshot saved", async () => {
    const page = await openSheet(itemNamed(actor, itemName), layout);
    await SheetBrowser.screenshot(page, type);
    await SheetBrowser.screenshotFullLength(page, `${type}-full`);
    expect(await auditSheet(page)).toEqual(CLEAN_AUDIT);
    await page.close();
  });

  it("edits every stored field, each with a label and a hint, the model's ranges and choices", async () => {
    const item = itemNamed(actor, itemName);
    const page = await openSheet(item, layout);
    const { fields, labels = {}, omitted = [] } = ITEM_SHEET_SPECS[type];
    const constraints = constraintsOf(fields);
    for (const path of omitted)
      expect(await page.locator(`#sheet [name="system.${path}"]`).count(), path).toBe(0);
    for (const [path, { constraint, label: modelLabel }] of Object.entries(constraints)) {
      if (omitted.includes(path)) continue;
      const label = labels[path] ?? modelLabel;
      const control = page.locator(`#sheet [name="system.${path}"]`);
      expect(await control.count(), path).toBe(1);
      const field = page.locator(`.swrpg-form-field[data-field="system.${path}"]`);
      expect(await field.locator(":is(.form-label, .switch-label)").innerText(), path).toBe(
        translate(renderer.lang, label),
      );
      const hint = (await field.locator(".hint").innerText()).trim();
      expect(hint.length, `${path} hint`).toBeGreaterThan(10);
      const value = path
        .split(".")
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], item.system);
      if (constraint.kind === "integer") {
        expect(await control.getAttribute("min"), path).toBe(String(constraint.min));
        expect(await control.getAttribute("max"), path).toBe(String(constraint.max));
        expect(await control.inputValue(), path).toBe(value === null ? "" : String(value));
      } else if (constraint.kind === "choice") {
        const options = await control
          .locator("option")
          .evaluateAll((els) => els.map((el) => el.getAttribute("value")));
        expect(options, path).toEqual([...constraint.choices]);
        expect(await control.inputValue(), path).toBe(value);
      } else if (constraint.kind === "boolean") {
        expect(await control.isChecked(), path).toBe(value);
      } else {
        expect(await control.inputValue(), path).toBe(value);
      }
    }
    const shown = Object.values(ITEM_SHEET_SPECS[type].groups).flat();
    for (const path of shown)
      expect(await page.locator(`#sheet [name="system.${path}"]`).count(), path).toBe(1);
    expect(await page.inputValue('#sheet [name="name"]')).toBe(item.name);
    expect(await page.locator('#sheet prose-mirror[name="system.description"]').count()).toBe(1);
    await page.close();
  });
});

describe("feat target", () => {
  it("is chosen from a list: every weapon group and each of the owner's weapons, by name, never a key", async () => {
    const page = await openSheet(itemNamed(actor, "Weapon Focus (blaster pistols)"), FEAT_SHEET_LAYOUT);
    await SheetBrowser.screenshot(page, "feat-target-list");
    const target = page.locator('select[name="system.target"]');
    const groups = await target.locator("optgroup").evaluateAll((els) =>
      els.map((group) => ({
        label: group.getAttribute("label"),
        options: [...group.querySelectorAll("option")].map((option) => [option.value, option.textContent]),
      })),
    );
    expect(groups.map((group) => group.label)).toEqual(["Weapon groups", "Weapons"]);
    expect(groups[0]?.options).toHaveLength(WEAPON_GROUPS.length);
    expect(groups[0]?.options).toContainEqual([
      "blasterPistols",
      translate(renderer.lang, "SWRPG.Weapon.Group.blasterPistols"),
    ]);
    const weapons = actor.items.filter((item) => item.type === "weapon").map((item) => item.name);
    expect(weapons.length).toBeGreaterThan(0);
    expect(groups[1]?.options.map(([, name]) => name)).toEqual(
      [...new Set(weapons)].sort((a, b) => a.localeCompare(b)),
    );
    // The stored key is selected and shown by its name.
    expect(await target.inputValue()).toBe("blasterPistols");
    expect(await target.locator("option:checked").innerText()).toBe("Blaster pistols");
    expect(await page.locator('input[name="system.target"]').count()).toBe(0);
    await page.close();
  });

  it("a stored weapon name the owner does not carry stays listed and selected", async () => {
    const feat = itemNamed(actor, "Weapon Focus (blaster pistols)");
    // Field paths as the sheet submits them.
    const update = (data: Record<string, unknown>) => feat.update(data);
    await update({ "system.target": "DL-44 heavy blaster pistol" });
    try {
      const page = await openSheet(feat, FEAT_SHEET_LAYOUT);
      expect(await page.locator('select[name="system.target"]').inputValue()).toBe(
        "DL-44 heavy blaster pistol",
      );
      await page.close();
    } finally {
      await update({ "system.target": "blasterPistols" });
    }
  });

  it("says under the field what the target matches: a weapon group by its name, else a weapon's name", async () => {
    const feat = itemNamed(actor, "Weapon Focus (blaster pistols)");
    const noteOf = async () => {
      const page = await openSheet(feat, FEAT_SHEET_LAYOUT);
      const note = page.locator('[data-field="system.target"] .field-note');
      const text = (await note.count()) ? (await note.innerText()).trim() : null;
      await page.close();
      return text;
    };
    // Field paths as the sheet submits them (the fixture: Weapon Focus on blaster pistols).
    const update = (data: Record<string, unknown>) => feat.update(data);
    try {
      expect(await noteOf()).toBe("Applies to every weapon of the group Blaster pistols.");
      await update({ "system.target": "DL-44 heavy blaster pistol" });
      expect(await noteOf()).toBe("Applies to weapons named “DL-44 heavy blaster pistol”.");
      await update({ "system.target": "" });
      expect(await noteOf()).toMatch(/^Name a weapon group or a weapon/);
      await update({ "system.key": "dodge" });
      expect(await noteOf()).toBeNull();
    } finally {
      await update({ "system.key": "weaponFocus", "system.target": "blasterPistols" });
    }
  });
});

describe("refused input", () => {
  it("a value the model refuses is dropped with its message; the rest of the submitted form is saved", async () => {
    const item = itemNamed(actor, "Blaster rifle");
    const page = await openSheet(item, WEAPON_SHEET_LAYOUT);
    await page.fill('[name="system.threatRange"]', "25");
    await page.fill('[name="system.damage.formula"]', "4d6");
    await page.selectOption('[name="system.damage.type"]', "ion");
    const warn = vi.mocked(ui.notifications?.warn);
    warn?.mockClear();
    await item.update(await formData(page));
    expect(item.system).toMatchObject({ threatRange: 20, damage: { formula: "4d6", type: "ion" } });
    const messages = warn?.mock.calls.map(([message]) => String(message)) ?? [];
    expect(messages).toEqual([
      translate(renderer.lang, "SWRPG.Validation.Refused", {
        document: item.name,
        field: translate(renderer.lang, "SWRPG.Weapon.ThreatRange"),
        reason: translate(renderer.lang, "SWRPG.Validation.aboveMaximum", { max: 20 }),
      }),
    ]);
    await page.close();
  });

  it("an empty maximum Dex bonus submits as null: no cap", async () => {
    const item = itemNamed(actor, "Blast helmet and vest");
    const page = await openSheet(item, ARMOR_SHEET_LAYOUT);
    expect(await page.getAttribute('[name="system.maxDexBonus"]', "placeholder")).toBe("no limit");
    await page.fill('[name="system.armorCheckPenalty"]', "-3");
    await item.update(await formData(page));
    expect(item.system).toMatchObject({ maxDexBonus: null, armorCheckPenalty: -3 });
    await page.close();
  });
});
