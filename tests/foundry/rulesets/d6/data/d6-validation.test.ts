// D6 documents take dice codes on every path (docs/data-models.md › WEG D6): an API update, the sheet's
// submit, a creation or import. A bad code is refused with a message naming the field; the rest is kept.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { refuseSubmittedValues } from "../../../../../src/applications/sheets/submit-guard.ts";
import { SwrpgActor } from "../../../../../src/documents/actor.ts";
import {
  createD6,
  d6SystemOf,
  itemNamed,
  registerSystem,
  smuggler,
  stormtrooper,
  updateActor,
  updateItem,
} from "./d6-fixtures.ts";

beforeAll(registerSystem);
const warn = vi.mocked(ui.notifications?.warn ?? vi.fn());
beforeEach(() => warn.mockClear());
const warnings = () => warn.mock.calls.map((call) => String(call[0]));

describe("an API update of a D6 actor", () => {
  it("refuses an attribute that is no dice code, names it, and keeps the rest of the update", async () => {
    const actor = await createD6(smuggler);
    await updateActor(actor, { "system.attributes.dexterity": "3X", "system.move": 12 });
    const system = d6SystemOf(actor);
    expect(system.attributes.dexterity).toBe("3D+1");
    expect(system.move).toBe(12);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toContain("Dexterity");
    expect(warnings()[0]).toContain("“3X” is not a dice code");
  });

  it("stores a code counted as players count it: 3d+3 is 4D, 2D+4 is 3D+1", async () => {
    const actor = await createD6(smuggler);
    await updateActor(actor, { "system.skills.dodge": "3d+3", "system.skills.sneak": "2D+4" });
    expect(d6SystemOf(actor).skills.dodge).toBe("4D");
    expect(d6SystemOf(actor).skills.sneak).toBe("3D+1");
    expect(warnings()).toEqual([]);
  });

  it("an untrained skill is blank; an attribute may not be blank", async () => {
    const actor = await createD6(smuggler);
    await updateActor(actor, { "system.skills.blaster": "", "system.attributes.strength": "" });
    expect(d6SystemOf(actor).skills.blaster).toBe("");
    expect(d6SystemOf(actor).attributes.strength).toBe("3D+2");
    expect(warnings()[0]).toContain("Strength");
  });

  it("refuses a negative code and one past 30 dice; 0D and 30D are accepted", async () => {
    const actor = await createD6(smuggler);
    await updateActor(actor, { "system.skills.hide": "-1D", "system.skills.search": "31D" });
    expect(warnings()).toHaveLength(2);
    expect(warnings()[0]).toContain("below 0D");
    expect(warnings()[1]).toContain("more than 30 dice");
    await updateActor(actor, { "system.skills.hide": "0D", "system.skills.search": "30D+2" });
    expect(d6SystemOf(actor).skills.hide).toBe("0D");
    expect(d6SystemOf(actor).skills.search).toBe("30D+2");
  });

  it("refuses a wound level past killed (5) and keeps the stun count", async () => {
    const actor = await createD6(smuggler);
    await updateActor(actor, { "system.wounds.value": 6, "system.stun.value": 1 });
    expect(d6SystemOf(actor).wounds.value).toBe(0);
    expect(d6SystemOf(actor).stun.value).toBe(1);
    await updateActor(actor, { "system.wounds.value": 5 });
    expect(d6SystemOf(actor).woundLevel).toBe("killed");
  });
});

describe("D6 item updates", () => {
  it("a weapon's damage code: STR+1D for melee, counted; a bad code refused by name", async () => {
    const actor = await createD6(smuggler);
    const ax = itemNamed(actor, "Vibro-ax");
    await updateItem(ax, { "system.damage": "str+1d+3" });
    expect((ax.system as unknown as { damage: string }).damage).toBe("STR+2D");
    await updateItem(ax, { "system.damage": "STR+", name: "Old ax" });
    expect((ax.system as unknown as { damage: string }).damage).toBe("STR+2D");
    expect(ax.name).toBe("Old ax");
    expect(warnings().at(-1)).toContain("Damage");
    expect(warnings().at(-1)).toContain("not a damage code");
  });

  it("range bands must stay in order and shots left within a full pack", async () => {
    const actor = await createD6(stormtrooper);
    const rifle = itemNamed(actor, "Blaster rifle");
    await updateItem(rifle, { "system.range.short": 150, "system.ammo.value": 101 });
    const system = rifle.system as unknown as { range: { short: number }; ammo: { value: number } };
    expect(system.range.short).toBe(30);
    expect(system.ammo.value).toBe(100);
    expect(warnings()).toHaveLength(2);
  });

  it("an armor's Dexterity penalty is a penalty: -1D is taken, +1D refused", async () => {
    const actor = await createD6(stormtrooper);
    const armor = itemNamed(actor, "Stormtrooper armor");
    await updateItem(armor, { "system.dexterityPenalty": "1D" });
    expect((armor.system as unknown as { dexterityPenalty: string }).dexterityPenalty).toBe("-1D");
    expect(warnings()[0]).toContain("not a penalty");
    await updateItem(armor, { "system.dexterityPenalty": "-0D-2" });
    expect((armor.system as unknown as { dexterityPenalty: string }).dexterityPenalty).toBe("0D-2");
  });
});

describe("the sheet's submit", () => {
  it("removes a bad code with a message naming the actor and the field, and keeps the rest", async () => {
    const actor = await createD6(smuggler);
    const submit = { name: "Han", system: { attributes: { perception: "3D+" }, skills: { con: "4d" } } };
    expect(refuseSubmittedValues(actor, submit)).toBe(1);
    expect(submit.system).toEqual({ skills: { con: "4D" } });
    expect(warnings()[0]).toMatch(/^Smuggler: Perception was not changed/);
  });
});

describe("creation and import", () => {
  it("a bad code in created data starts at its default with a message; the rest is kept", async () => {
    const actor = await createD6(stormtrooper, (data) => {
      Object.assign(data.system.attributes as object, { strength: "lots" });
      (data.system as { move: number }).move = 8;
    });
    expect(actor).toBeInstanceOf(SwrpgActor);
    const system = d6SystemOf(actor);
    expect(system.attributes.strength).toBe("2D");
    expect(system.skills.blaster).toBe("4D");
    expect(system.move).toBe(8);
    expect(warnings().some((text) => text.includes("Strength") && text.includes("“lots”"))).toBe(true);
  });

  it("older shapes are read: a number of dice and a { dice, pips } record", async () => {
    const actor = await createD6(stormtrooper, (data) => {
      Object.assign(data.system.attributes as object, { strength: 3, perception: { dice: 2, pips: 4 } });
    });
    expect(d6SystemOf(actor).attributes.strength).toBe("3D");
    expect(d6SystemOf(actor).attributes.perception).toBe("3D+1");
    expect(warnings()).toEqual([]);
  });
});
