// What the Saga sheets' buttons do: Attack hands the fight's attack flow the weapon (null: unarmed) and
// Shift for "no dialog"; the condition strip sets the step (and refuses nothing outside 0-5 silently);
// status toggles, equip and stun toggles change the actor and items.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SAGA_SHEET_ACTIONS } from "../../../../../src/rulesets/saga/sheets/actions.ts";
import type { SheetHandle } from "../../../../../src/rulesets/types.ts";
import { createSoldier, itemNamed, registerSystem, sagaSystemOf, settle } from "./saga-fixtures.ts";

const { start } = vi.hoisted(() => ({ start: vi.fn() }));
vi.mock("../../../../../src/rulesets/saga/fight.ts", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  sagaAttack: { start },
}));

let sheet: SheetHandle;

beforeAll(async () => {
  registerSystem();
  sheet = { actor: await createSoldier(), isEditable: true };
});
beforeEach(() => start.mockClear());

function button(data: Record<string, string>): HTMLElement {
  const dataset: Record<string, string> = { ...data };
  const element = { dataset, closest: () => (data.itemId === undefined ? null : element) };
  return element as unknown as HTMLElement; // only dataset and closest are read
}

async function run(action: string, data: Record<string, string>, shiftKey = false, on = sheet) {
  const handler = SAGA_SHEET_ACTIONS[action];
  if (!handler) throw new Error(`no action ${action}`);
  await handler(on, { shiftKey } as PointerEvent, button(data));
}

describe("attack buttons", () => {
  it("Attack asks the fight's flow for one attack with the weapon; Shift skips the dialog", async () => {
    const grenade = itemNamed(sheet.actor, "Frag grenade");
    await run("attack", { itemId: grenade.id ?? "" });
    await run("attack", { itemId: grenade.id ?? "" }, true);
    expect(start.mock.calls).toEqual([
      [sheet.actor, grenade.id, { mode: "single", skipDialog: false }],
      [sheet.actor, grenade.id, { mode: "single", skipDialog: true }],
    ]);
  });

  it("the unarmed attack (empty weapon id) is asked for with null", async () => {
    await run("attack", { itemId: "" });
    expect(start).toHaveBeenCalledWith(sheet.actor, null, { mode: "single", skipDialog: false });
  });
});

describe("the condition strip", () => {
  it("sets the step clicked, 0 and 5 included; a step outside the track changes nothing", async () => {
    await run("setCondition", { step: "5" });
    expect(sagaSystemOf(sheet.actor).condition.step).toBe(5);
    await run("setCondition", { step: "0" });
    expect(sagaSystemOf(sheet.actor).condition.step).toBe(0);
    await run("setCondition", { step: "3" });
    await run("setCondition", { step: "6" });
    await run("setCondition", { step: "-1" });
    await run("setCondition", { step: "x" });
    expect(sagaSystemOf(sheet.actor).condition.step).toBe(3);
    await run("setCondition", { step: "0" });
  });

  it("a read-only sheet changes nothing", async () => {
    await run("setCondition", { step: "4" }, false, { actor: sheet.actor, isEditable: false });
    expect(sagaSystemOf(sheet.actor).condition.step).toBe(0);
  });
});

describe("toggles", () => {
  it("a Saga status toggles on and off (flat-footed: Reflex 17 → 15 → 17); an unknown id is ignored", async () => {
    await run("toggleCondition", { statusId: "flatFooted" });
    await settle();
    expect(sheet.actor.statuses.has("flatFooted")).toBe(true);
    expect(sagaSystemOf(sheet.actor).defenses.reflex.total).toBe(15);
    await run("toggleCondition", { statusId: "flatFooted" });
    await run("toggleCondition", { statusId: "fatigued" });
    await settle();
    expect(sheet.actor.statuses.has("flatFooted")).toBe(false);
    expect(sheet.actor.statuses.has("fatigued")).toBe(false);
    expect(sagaSystemOf(sheet.actor).defenses.reflex.total).toBe(17);
  });

  it("equip and stun toggles flip the item's flag", async () => {
    const rifle = itemNamed(sheet.actor, "Blaster rifle");
    await run("toggleStun", { itemId: rifle.id ?? "" });
    expect(rifle.system).toMatchObject({ stun: { active: true } });
    await run("toggleEquipped", { itemId: rifle.id ?? "" });
    expect(rifle.system).toMatchObject({ equipped: false });
    await run("toggleEquipped", { itemId: rifle.id ?? "" });
    await run("toggleStun", { itemId: rifle.id ?? "" });
    expect(rifle.system).toMatchObject({ equipped: true, stun: { active: false } });
  });
});
