// The Saga sheets' submit path (DocumentSheetV2 cleans the form before update()): a value the Saga models
// refuse is refused with the model's message naming the field, never clamped or rounded, and every other
// field of the submit is saved.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { defineActorSheet } from "../../../../../src/applications/sheets/actor-sheet.ts";
import { defineItemSheet } from "../../../../../src/applications/sheets/item-sheet.ts";
import { sagaSheets } from "../../../../../src/rulesets/saga/sheets.ts";
import type { FakeDocumentSheet } from "../../../fakes/document-sheet.ts";
import { createSoldier, itemNamed, registerSystem, sagaSystemOf } from "./saga-fixtures.ts";

beforeAll(registerSystem);
beforeEach(() => {
  vi.mocked(ui.notifications?.warn ?? vi.fn()).mockClear();
  vi.mocked(ui.notifications?.error ?? vi.fn()).mockClear();
});

const warnings = () => vi.mocked(ui.notifications?.warn ?? vi.fn()).mock.calls.map(([m]) => String(m));
const errors = () => vi.mocked(ui.notifications?.error ?? vi.fn()).mock.calls.map(([m]) => String(m));

function sheetEntry<N extends "Actor" | "Item">(documentName: N, type: string) {
  const sheet = sagaSheets[documentName].find((entry) => entry.type === type);
  if (!sheet) throw new Error(`no Saga sheet for ${type}`);
  return sheet as (typeof sagaSheets)[N][number];
}

function sheetFor(document: unknown, define: () => unknown): FakeDocumentSheet {
  const Sheet = define() as new (options: { document: unknown }) => FakeDocumentSheet;
  return new Sheet({ document });
}

describe("the Saga character sheet's submit", () => {
  it("a condition step past the bottom and a fractional level are refused by name; the rest is saved", async () => {
    const actor = await createSoldier();
    const sheet = sheetFor(actor, () => defineActorSheet(sheetEntry("Actor", "sagaCharacter")));
    await sheet.submitForm({
      name: "Rebel sergeant",
      "system.condition.step": 16,
      "system.heroicLevel": 3.5,
      "system.baseAttackBonus": 4,
    });
    const system = sagaSystemOf(actor);
    expect(actor.name).toBe("Rebel sergeant");
    expect(system.baseAttackBonus).toBe(4);
    expect(system.condition.step).toBe(0);
    expect(system.heroicLevel).toBe(3);
    expect(warnings()).toEqual([
      "Rebel soldier: Condition track step was not changed — it cannot be higher than 15.",
      "Rebel soldier: Heroic level was not changed — it must be a whole number.",
    ]);
    expect(errors()).toEqual([]);
    expect(sheet.renders).toBe(1);
  });

  it("hit points above the maximum are refused; raising both together is accepted", async () => {
    const actor = await createSoldier();
    const sheet = sheetFor(actor, () => defineActorSheet(sheetEntry("Actor", "sagaCharacter")));
    await sheet.submitForm({ "system.hp.value": 39 });
    expect(sagaSystemOf(actor).hp.value).toBe(38);
    expect(warnings()).toEqual([
      "Rebel soldier: Hit points was not changed — it cannot be higher than the maximum (38).",
    ]);
    await sheet.submitForm({ "system.hp.value": 40, "system.hp.max": 40 });
    expect(sagaSystemOf(actor).hp).toMatchObject({ value: 40, max: 40 });
  });
});

describe("the Saga weapon sheet's submit", () => {
  it("a bad damage formula is refused by name, the new name and burst radius are saved", async () => {
    const actor = await createSoldier();
    const grenade = itemNamed(actor, "Frag grenade");
    const sheet = sheetFor(grenade, () => defineItemSheet(sheetEntry("Item", "sagaWeapon")));
    await sheet.submitForm({ name: "Heavy frag", "system.damage.formula": "4d6 +", "system.burstRadius": 3 });
    expect(grenade.name).toBe("Heavy frag");
    expect(grenade.system).toMatchObject({ damage: { formula: "4d6" }, burstRadius: 3 });
    expect(warnings()).toEqual([
      "Frag grenade: Damage dice was not changed — the dice formula is not valid at character 6: the formula ends too early.",
    ]);
    expect(errors()).toEqual([]);
  });
});
