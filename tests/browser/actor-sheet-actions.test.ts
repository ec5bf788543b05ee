// What the actor sheet's buttons do, on a prepared character: the attack buttons hand the attack flow
// the weapon (null: unarmed), the mode and Shift for "no dialog"; checks and saves roll with the
// derived modifier; toggles change the item or the status. The attack flow and the roll are stand-ins.
import "./fixtures/foundry-globals.ts";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ACTOR_SHEET_ACTIONS } from "../../src/rulesets/rcr/sheets/actor-sheet-actions.ts";
import type { SheetHandle as ActorSheetHandle } from "../../src/rulesets/types.ts";
import { systemOf } from "../foundry/data/fixtures.ts";
import { hero, itemNamed } from "./fixtures/sheet-fixtures.ts";

const { startAttack, rollCheck } = vi.hoisted(() => ({ startAttack: vi.fn(), rollCheck: vi.fn() }));
vi.mock("../../src/rulesets/rcr/attack/attack-flow.ts", () => ({ startAttack }));
vi.mock("../../src/applications/sheets/check-roll.ts", () => ({ rollCheck }));

let sheet: ActorSheetHandle;

beforeAll(async () => {
  sheet = { actor: await hero(), isEditable: true };
});

beforeEach(() => {
  startAttack.mockClear();
  rollCheck.mockClear();
});

/** A button as the template renders it, with its data attributes. */
function button(data: Record<string, string>): HTMLElement {
  const dataset: Record<string, string> = { ...data };
  const element = { dataset, closest: () => (data.itemId === undefined ? null : element) };
  return element as unknown as HTMLElement; // only dataset and closest are read
}

function click(shiftKey = false): PointerEvent {
  return { shiftKey } as PointerEvent;
}

async function run(action: string, data: Record<string, string>, shiftKey = false): Promise<void> {
  const handler = ACTOR_SHEET_ACTIONS[action];
  if (!handler) throw new Error(`no action ${action}`);
  await handler(sheet, click(shiftKey), button(data));
}

describe("attack buttons", () => {
  it("Attack asks for one attack with the weapon, through the dialog", async () => {
    const pistol = itemNamed(sheet.actor, "Heavy blaster pistol");
    await run("attack", { itemId: pistol.id ?? "" });
    expect(startAttack).toHaveBeenCalledWith(sheet.actor, pistol.id, { mode: "single", skipDialog: false });
  });

  it("Shift-click on Full attack asks for a full attack and skips the dialog", async () => {
    const dagger = itemNamed(sheet.actor, "Vibrodagger");
    await run("fullAttack", { itemId: dagger.id ?? "" }, true);
    expect(startAttack).toHaveBeenCalledWith(sheet.actor, dagger.id, { mode: "full", skipDialog: true });
  });

  it("the unarmed strike (empty weapon id) is asked for with null", async () => {
    await run("attack", { itemId: "" });
    expect(startAttack).toHaveBeenCalledWith(sheet.actor, null, { mode: "single", skipDialog: false });
  });
});

describe("check buttons", () => {
  it("an ability check rolls with the derived (fatigued) modifier and names the ability", async () => {
    await run("rollAbility", { ability: "dex" });
    expect(rollCheck).toHaveBeenCalledWith(sheet.actor, {
      flavor: "Dexterity check",
      modifier: systemOf(sheet.actor).abilities.dex.mod,
    });
  });

  it("a save rolls with its derived total", async () => {
    await run("rollSave", { save: "reflex" });
    expect(rollCheck).toHaveBeenCalledWith(sheet.actor, {
      flavor: "Reflex save",
      modifier: systemOf(sheet.actor).saves.reflex.total,
    });
  });

  it("an unknown ability or save rolls nothing", async () => {
    await run("rollAbility", { ability: "luck" });
    await run("rollSave", { save: "luck" });
    expect(rollCheck).not.toHaveBeenCalled();
  });
});

describe("toggles", () => {
  it("the equip toggle unequips an equipped weapon and equips it again", async () => {
    const pistol = itemNamed(sheet.actor, "Heavy blaster pistol");
    await run("toggleEquipped", { itemId: pistol.id ?? "" });
    expect(pistol.system).toMatchObject({ equipped: false });
    await run("toggleEquipped", { itemId: pistol.id ?? "" });
    expect(pistol.system).toMatchObject({ equipped: true });
  });

  it("wearing another armor through its toggle takes the first one off", async () => {
    const helmet = itemNamed(sheet.actor, "Blast helmet and vest");
    await run("toggleEquipped", { itemId: helmet.id ?? "" });
    expect(helmet.system).toMatchObject({ equipped: true });
    expect(itemNamed(sheet.actor, "Padded flight suit").system).toMatchObject({ equipped: false });
    expect(systemOf(sheet.actor).armor.itemId).toBe(helmet.id);
  });

  it("a condition toggle sets and clears the status", async () => {
    await run("toggleCondition", { statusId: "prone" });
    expect(sheet.actor.statuses.has("prone")).toBe(true);
    await run("toggleCondition", { statusId: "prone" });
    expect(sheet.actor.statuses.has("prone")).toBe(false);
  });

  it("a user who may only look changes nothing", async () => {
    const lookOnly = { actor: sheet.actor, isEditable: false };
    await ACTOR_SHEET_ACTIONS.toggleCondition?.(lookOnly, click(), button({ statusId: "prone" }));
    expect(sheet.actor.statuses.has("prone")).toBe(false);
  });
});
