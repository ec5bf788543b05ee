// Refused values: each is named in a message, the rest of the update is kept (docs/data-models.md › Validation).
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type ConstraintTable, checkValue } from "../../../src/data/constraints.ts";
import { guardChanges } from "../../../src/data/guard-changes.ts";
import { CharacterModel } from "../../../src/rulesets/rcr/data/actor/actor-model.ts";
import { ACTOR_CONSTRAINTS } from "../../../src/rulesets/rcr/data/actor/actor-schema.ts";
import { ArmorModel } from "../../../src/rulesets/rcr/data/item/armor-model.ts";
import { ARMOR_CONSTRAINTS } from "../../../src/rulesets/rcr/data/item/armor-schema.ts";
import { WeaponModel } from "../../../src/rulesets/rcr/data/item/weapon-model.ts";
import { WEAPON_CONSTRAINTS } from "../../../src/rulesets/rcr/data/item/weapon-schema.ts";
import { createActor, registerSystem, soldier, systemOf } from "./fixtures.ts";

beforeAll(registerSystem);
const warn = vi.mocked(ui.notifications?.warn ?? vi.fn());
beforeEach(() => warn.mockClear());

function warnings(): string[] {
  return warn.mock.calls.map((call) => String(call[0]));
}

describe("actor updates", () => {
  it("refuses a fractional score, names the field, and keeps the rest of the update", async () => {
    const actor = await createActor(soldier());
    await actor.update({ "system.abilities.str.value": 12.5, "system.level": 2 } as Actor.UpdateData);
    const system = systemOf(actor);
    expect(system.abilities.str.value).toBe(14);
    expect(system.level).toBe(2);
    expect(warnings()).toEqual(["Soldier: Strength was not changed — it must be a whole number."]);
  });

  it("refuses a value out of range instead of clamping it", async () => {
    const actor = await createActor(soldier());
    await actor.update({ system: { baseAttackBonus: 99, classDefenseBonus: 4 } });
    expect(systemOf(actor).baseAttackBonus).toBe(1);
    expect(systemOf(actor).classDefenseBonus).toBe(4);
    expect(warnings()).toEqual(["Soldier: Base attack bonus was not changed — it cannot be higher than 60."]);
  });

  it("refuses wounds above the maximum (Constitution), using a Constitution changed in the same update", async () => {
    const actor = await createActor(soldier());
    await actor.update({ system: { wounds: { value: 16 } } });
    expect(systemOf(actor).wounds.value).toBe(15);
    expect(warnings()).toEqual([
      "Soldier: Wound points was not changed — it cannot be higher than the maximum (15).",
    ]);
    await actor.update({ system: { abilities: { con: { value: 16 } }, wounds: { value: 16 } } });
    expect(systemOf(actor).wounds).toEqual({ value: 16, max: 16 });
  });

  it("refuses vitality above its maximum", async () => {
    const actor = await createActor(soldier());
    await actor.update({ system: { vitality: { value: 13 } } });
    expect(systemOf(actor).vitality.value).toBe(12);
    expect(warnings()[0]).toContain("Vitality points");
  });

  it("stores wounds below -10 as -10: dead is dead, not an error", async () => {
    const actor = await createActor(soldier());
    await actor.update({ system: { wounds: { value: -14 } } });
    expect(systemOf(actor).wounds.value).toBe(-10);
    expect(warnings()).toEqual([]);
  });

  it("accepts a number typed as text and refuses a size that is not a choice", async () => {
    const actor = await createActor(soldier());
    // A form can deliver a number as text and a stale choice; the update type rightly allows neither.
    const formData = { "system.abilities.dex.value": "16", "system.size": "gigantic" };
    await actor.update(formData as unknown as Actor.UpdateData);
    expect(systemOf(actor).abilities.dex.value).toBe(16);
    expect(systemOf(actor).size).toBe("medium");
    expect(warnings()).toEqual(['Soldier: Size was not changed — "gigantic" is not one of the choices.']);
  });
});

describe("weapon updates", () => {
  it("refuses a formula the parser rejects, says where, and keeps the new name", async () => {
    const actor = await createActor(soldier());
    const rifle = actor.items.find((item) => item.name === "Blaster rifle");
    await rifle?.update({ name: "Heavy blaster rifle", "system.damage.formula": "3d8 +" } as Item.UpdateData);
    expect(rifle?.name).toBe("Heavy blaster rifle");
    expect(rifle?.system).toMatchObject({ damage: { formula: "3d8" } });
    expect(warnings()).toEqual([
      "Blaster rifle: Damage formula was not changed — the dice formula is not valid at character 6: the formula ends too early.",
    ]);
  });

  it("accepts a valid formula and the actor's damage follows it", async () => {
    const actor = await createActor(soldier());
    const blade = actor.items.find((item) => item.name === "Vibroblade");
    await blade?.update({ system: { damage: { formula: "2d8" } } });
    expect(systemOf(actor).attacks[blade?.id ?? ""]?.damageFormula).toBe("2d8 + 2");
    expect(warnings()).toEqual([]);
  });

  it("without the guard, Foundry would refuse the whole source for a bad formula and silently clamp a number", () => {
    expect(() => new WeaponModel({ damage: { formula: "3d8 +" } })).toThrow(/damage\.formula/);
    // NumberField#_cleanType clamps to the field's max before validation: no error, no message.
    expect(new WeaponModel({ threatRange: 21 }).threatRange).toBe(20);
  });
});

describe("the update guard (pure)", () => {
  const table: ConstraintTable = {
    "wounds.value": { constraint: { kind: "integer", min: -10, max: 99, clampBelow: true }, label: "W" },
    "speed.base": { constraint: { kind: "integer", min: 0, max: 200, nullable: true }, label: "S" },
    heroic: { constraint: { kind: "boolean" }, label: "H" },
  };

  it("reads dotted keys, removes a refused value and drops an emptied branch", () => {
    const changes: Record<string, unknown> = {
      "wounds.value": 1.5,
      speed: { base: 300 },
      biography: "<p>x</p>",
    };
    const refusals = guardChanges(table, changes);
    expect(refusals.map((r) => [r.path, r.reason])).toEqual([
      ["wounds.value", "notAnInteger"],
      ["speed.base", "aboveMaximum"],
    ]);
    expect(changes).toEqual({ biography: "<p>x</p>" });
  });

  it("lets deletions through and normalizes accepted values", () => {
    const changes: Record<string, unknown> = { "-=flags": null, speed: { base: "" }, wounds: { value: -30 } };
    expect(guardChanges(table, changes)).toEqual([]);
    expect(changes).toEqual({ "-=flags": null, speed: { base: null }, wounds: { value: -10 } });
  });

  it("refuses a non-boolean switch and a blank required number", () => {
    expect(checkValue({ kind: "boolean" }, "yes")).toMatchObject({ ok: false, reason: "notABoolean" });
    expect(checkValue({ kind: "integer", min: 0, max: 9 }, "")).toMatchObject({
      ok: false,
      reason: "notANumber",
    });
    expect(checkValue({ kind: "formula" }, 12)).toMatchObject({ ok: false, reason: "notText" });
  });
});

/** The field at a dotted path of a schema (the fake fields expose `fields`, `min`, `max`). */
function fieldAt(schema: Record<string, unknown>, path: string): { min?: number; max?: number } {
  let node: unknown = { fields: schema };
  for (const part of path.split(".")) {
    const fields = typeof node === "object" && node !== null && "fields" in node ? node.fields : undefined;
    node =
      typeof fields === "object" && fields !== null && part in fields ? Reflect.get(fields, part) : undefined;
  }
  if (typeof node !== "object" || node === null) throw new Error(`no field at ${path}`);
  return { min: Reflect.get(node, "min"), max: Reflect.get(node, "max") };
}

describe("the schemas declare the ranges the guard checks", () => {
  it.each([
    ["actor", ACTOR_CONSTRAINTS, () => CharacterModel.defineSchema()],
    ["weapon", WEAPON_CONSTRAINTS, () => WeaponModel.defineSchema()],
    ["armor", ARMOR_CONSTRAINTS, () => ArmorModel.defineSchema()],
  ] as const)("%s", (_name, table, define) => {
    const schema = define();
    for (const [path, { constraint }] of Object.entries(table)) {
      if (constraint.kind !== "integer") continue;
      expect(fieldAt(schema, path), path).toEqual({ min: constraint.min, max: constraint.max });
    }
  });
});
