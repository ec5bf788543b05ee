// Sheet edits go through DocumentSheetV2's submit path, which cleans and validates the form data before
// update() runs. A value the system refuses must be refused with the system's message naming the field,
// and every other field of that submit must be saved (DESIGN.md › Conventions; issue: bad input).
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { defineActorSheet } from "../../../src/applications/sheets/actor-sheet.ts";
import { defineItemSheet } from "../../../src/applications/sheets/item-sheet.ts";
import { WeaponModel } from "../../../src/rulesets/rcr/data/item/weapon-model.ts";
import { rcrSheets } from "../../../src/rulesets/rcr/sheets.ts";
import { createActor, registerSystem, systemOf } from "../data/fixtures.ts";
import type { FakeDocumentSheet } from "../fakes/document-sheet.ts";

beforeAll(registerSystem);
beforeEach(() => {
  vi.mocked(ui.notifications!.warn).mockClear();
  vi.mocked(ui.notifications!.error).mockClear();
});

const warnings = () => vi.mocked(ui.notifications!.warn).mock.calls.map(([message]) => String(message));
const errors = () => vi.mocked(ui.notifications!.error).mock.calls.map(([message]) => String(message));

/** RCR's sheet entry for a document type, as the sheet registration hands it to the sheet class. */
function rcrSheet<N extends "Actor" | "Item">(documentName: N, type: string) {
  const sheet = rcrSheets[documentName].find((entry) => entry.type === type);
  if (!sheet) throw new Error(`no RCR sheet for ${type}`);
  return sheet as (typeof rcrSheets)[N][number];
}

function weaponSystem(item: Item.Implementation): WeaponModel {
  if (!(item.system instanceof WeaponModel)) throw new Error("not a weapon");
  return item.system;
}

function sheetFor(document: unknown, define: () => unknown): FakeDocumentSheet {
  const Sheet = define() as new (options: { document: unknown }) => FakeDocumentSheet;
  return new Sheet({ document });
}

describe("the character sheet's submit", () => {
  it("a wound value out of range is refused by name, not clamped, and the rest of the submit is saved", async () => {
    const actor = await createActor({
      name: "Rorworr",
      type: "character",
      system: { abilities: { con: { value: 14 } } },
    });
    const woundsBefore = systemOf(actor).wounds.value;
    const sheet = sheetFor(actor, () => defineActorSheet(rcrSheet("Actor", "character")));
    await sheet.submitForm({ name: "Rorworr the Bold", "system.wounds.value": 99, "system.level": 3 });
    expect(actor.name).toBe("Rorworr the Bold");
    expect(systemOf(actor).level).toBe(3);
    expect(systemOf(actor).wounds.value).toBe(woundsBefore);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toContain("Wound points");
    expect(errors()).toEqual([]);
  });

  it("a fractional score is refused by name instead of being rounded, and the sheet shows the stored value again", async () => {
    const actor = await createActor({
      name: "Tess",
      type: "character",
      system: { abilities: { dex: { value: 12 } } },
    });
    const sheet = sheetFor(actor, () => defineActorSheet(rcrSheet("Actor", "character")));
    await sheet.submitForm({ "system.abilities.dex.value": 14.6 });
    expect(systemOf(actor).abilities.dex.value).toBe(12);
    expect(warnings()).toHaveLength(1);
    expect(sheet.renders).toBe(1);
  });
});

describe("the weapon sheet's submit", () => {
  it("a bad damage formula is refused by name and the new name and threat range are saved", async () => {
    const actor = await createActor({
      name: "Owner",
      type: "character",
      items: [
        { name: "Blaster pistol", type: "weapon", system: { damage: { formula: "3d6", type: "energy" } } },
      ],
    });
    const weapon = actor.items.contents[0]!;
    const sheet = sheetFor(weapon, () => defineItemSheet(rcrSheet("Item", "weapon")));
    await sheet.submitForm({
      name: "Heavy blaster pistol",
      "system.damage.formula": "3d8 +",
      "system.threatRange": 19,
    });
    expect(weapon.name).toBe("Heavy blaster pistol");
    expect(weaponSystem(weapon).threatRange).toBe(19);
    expect(weaponSystem(weapon).damage.formula).toBe("3d6");
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toContain("Damage");
    expect(errors()).toEqual([]);
    expect(sheet.renders).toBe(1);
  });

  it("a valid submit saves without a message and without an extra render", async () => {
    const actor = await createActor({
      name: "Owner",
      type: "character",
      items: [
        { name: "Blaster pistol", type: "weapon", system: { damage: { formula: "3d6", type: "energy" } } },
      ],
    });
    const weapon = actor.items.contents[0]!;
    const sheet = sheetFor(weapon, () => defineItemSheet(rcrSheet("Item", "weapon")));
    await sheet.submitForm({ "system.threatRange": 18 });
    expect(weaponSystem(weapon).threatRange).toBe(18);
    expect(warnings()).toEqual([]);
    expect(sheet.renders).toBe(0);
  });
});
