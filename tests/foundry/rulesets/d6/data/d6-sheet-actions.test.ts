// What the D6 sheets' buttons do: Attack hands the Ruleset record's attack flow the weapon (null: unarmed)
// and Shift for "no dialog"; an attribute or skill rolls its code as it stands (armor and injury penalties
// in); the wound strip sets the level; equip and stun toggles change the items.
import "../../../rolls/fake-roll.ts";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { D6_SHEET_ACTIONS } from "../../../../../src/rulesets/d6/sheets/actions.ts";
import type { SheetHandle } from "../../../../../src/rulesets/types.ts";
import { FakeRoll, forcedResults } from "../../../rolls/fake-roll.ts";
import { createD6, d6SystemOf, itemNamed, registerSystem, stormtrooper } from "./d6-fixtures.ts";

const { start } = vi.hoisted(() => ({ start: vi.fn() }));
vi.mock("../../../../../src/rulesets/d6/fight.ts", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  d6Attack: { start },
}));

let sheet: SheetHandle;

beforeAll(async () => {
  // ChatMessage.getSpeaker({ actor }) (client/documents/chat-message.d.mts): the speaker of the actor's roll.
  vi.stubGlobal("ChatMessage", {
    getSpeaker: ({ actor }: { actor: Actor.Implementation }) => ({ actor: actor.id, alias: actor.name }),
  });
  registerSystem();
  sheet = { actor: await createD6(stormtrooper), isEditable: true };
});
beforeEach(() => {
  start.mockClear();
  forcedResults.length = 0;
  FakeRoll.posted.length = 0;
});

function button(data: Record<string, string>): HTMLElement {
  const dataset: Record<string, string> = { ...data };
  const element = { dataset, closest: () => (data.itemId === undefined ? null : element) };
  return element as unknown as HTMLElement; // only dataset and closest are read
}

async function run(action: string, data: Record<string, string>, shiftKey = false, on = sheet) {
  const handler = D6_SHEET_ACTIONS[action];
  if (!handler) throw new Error(`no action ${action}`);
  await handler(on, { shiftKey } as PointerEvent, button(data));
}

describe("attack buttons", () => {
  it("Attack asks the ruleset's attack flow for one attack with the weapon; Shift skips the dialog", async () => {
    const rifle = itemNamed(sheet.actor, "Blaster rifle");
    await run("attack", { itemId: rifle.id ?? "" });
    await run("attack", { itemId: rifle.id ?? "" }, true);
    await run("attack", { itemId: "" });
    expect(start.mock.calls).toEqual([
      [sheet.actor, rifle.id, { mode: "single", skipDialog: false }],
      [sheet.actor, rifle.id, { mode: "single", skipDialog: true }],
      [sheet.actor, null, { mode: "single", skipDialog: false }],
    ]);
  });
});

describe("rolling a code", () => {
  it("the trooper's blaster: 4D less the armor's 1D rolls three dice", async () => {
    forcedResults.push(4, 5, 6);
    await run("rollCode", { skill: "blaster" });
    expect(FakeRoll.posted).toEqual([{ formula: "3d6", total: 15, flavor: "Blaster (3D)" }]);
  });
  it("Strength 2D is not touched by the armor; an unknown key rolls nothing", async () => {
    forcedResults.push(1, 2);
    await run("rollCode", { attribute: "strength" });
    await run("rollCode", { skill: "pazaak" });
    expect(FakeRoll.posted).toEqual([{ formula: "2d6", total: 3, flavor: "Strength (2D)" }]);
  });
});

describe("the wound strip", () => {
  it("sets the level clicked, healthy and killed included; anything else changes nothing", async () => {
    await run("setWound", { level: "5" });
    expect(d6SystemOf(sheet.actor).woundLevel).toBe("killed");
    await run("setWound", { level: "2" });
    for (const level of ["6", "-1", "x", "1.5"]) await run("setWound", { level });
    expect(d6SystemOf(sheet.actor).woundLevel).toBe("woundedTwice");
    await run("setWound", { level: "0" }, false, { actor: sheet.actor, isEditable: false });
    expect(d6SystemOf(sheet.actor).woundLevel).toBe("woundedTwice");
    await run("setWound", { level: "0" });
    expect(d6SystemOf(sheet.actor).woundLevel).toBe("healthy");
  });
});

describe("item toggles", () => {
  it("set for stun and back; equip toggles", async () => {
    const rifle = itemNamed(sheet.actor, "Blaster rifle");
    const stun = () => (rifle.system as unknown as { stun: { active: boolean } }).stun.active;
    await run("toggleStun", { itemId: rifle.id ?? "" });
    expect(stun()).toBe(true);
    await run("toggleStun", { itemId: rifle.id ?? "" });
    expect(stun()).toBe(false);
    const armor = itemNamed(sheet.actor, "Stormtrooper armor");
    await run("toggleEquipped", { itemId: armor.id ?? "" });
    expect(d6SystemOf(sheet.actor).wornArmor).toBeNull();
    await run("toggleEquipped", { itemId: armor.id ?? "" });
    expect(d6SystemOf(sheet.actor).wornArmor?.name).toBe("Stormtrooper armor");
  });
});
