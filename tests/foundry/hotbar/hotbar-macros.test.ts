// Hotbar macros: a weapon dropped on the hotbar makes an attack macro, an ability or save dragged from a
// sheet makes a roll macro; each is a script calling game.swrpg.macros, made once and reused. Over
// stand-ins for Macro.create, game.macros, the user's hotbar and fromUuidSync.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type DroppedWeapon, hotbarMacros, macroSpecFor } from "../../../src/hooks/hotbar-macros.ts";
import { installTokens, placeDocument } from "../fakes/tokens-and-ownership.ts";

const blaster: DroppedWeapon = {
  id: "w1",
  name: "Blaster pistol",
  img: "blaster.webp",
  actor: { uuid: "Actor.kyla", name: "Kyla Venn" },
};
const weaponOf = (uuid: string) => (uuid === "Actor.kyla.Item.w1" ? blaster : null);

/** Runs a macro's command against a stand-in of game.swrpg.macros and returns the call it made. */
function run(command: string) {
  const macros = { run: vi.fn() };
  new Function("game", command)({ swrpg: { macros } });
  return macros.run;
}

describe("the macro a drop makes", () => {
  it("a weapon held by an actor: an attack with that weapon, named after both", () => {
    const spec = macroSpecFor({ type: "Item", uuid: "Actor.kyla.Item.w1" }, weaponOf);
    expect(spec?.name).toBe("Kyla Venn: Blaster pistol");
    expect(spec?.img).toBe("blaster.webp");
    expect(run(spec?.command ?? "")).toHaveBeenCalledWith("Actor.kyla", "attack", { itemId: "w1" });
  });
  it("an ability or a save dragged from the sheet: a roll macro for that actor and key", () => {
    const ability = macroSpecFor(
      { type: "swrpg.roll", actorUuid: "Actor.kyla", roll: "ability", key: "dex", label: "Dexterity check" },
      weaponOf,
    );
    expect(ability?.name).toBe("Dexterity check");
    expect(run(ability?.command ?? "")).toHaveBeenCalledWith("Actor.kyla", "rollAbility", { ability: "dex" });
    const save = macroSpecFor(
      { type: "swrpg.roll", actorUuid: "Actor.kyla", roll: "save", key: "reflex", label: "Reflex save" },
      weaponOf,
    );
    const calls = run(save?.command ?? "");
    expect(calls).toHaveBeenCalledTimes(1);
    expect(calls).toHaveBeenCalledWith("Actor.kyla", "rollSave", { save: "reflex" });
  });
  it("a name with quotes cannot break out of the command", () => {
    const spec = macroSpecFor(
      { type: "swrpg.roll", actorUuid: 'Actor.a");alert("x', roll: "save", key: "will", label: "" },
      weaponOf,
    );
    expect(spec?.name).toBe("will");
    expect(run(spec?.command ?? "")).toHaveBeenCalledWith('Actor.a");alert("x', "rollSave", { save: "will" });
  });
  it("anything else is core's: another item, a world item, an unknown roll, a scene", () => {
    expect(macroSpecFor({ type: "Item", uuid: "Item.loose" }, weaponOf)).toBeNull();
    expect(
      macroSpecFor({ type: "swrpg.roll", actorUuid: "Actor.kyla", roll: "skill", key: "x" }, weaponOf),
    ).toBeNull();
    expect(macroSpecFor({ type: "Scene", uuid: "Scene.s" }, weaponOf)).toBeNull();
    expect(macroSpecFor(null, weaponOf)).toBeNull();
  });
});

/** Hooks.call as the hotbar calls it (the stand-in hotbar and drop data are plain objects). */
const drop = (data: unknown, slot: number) =>
  (Hooks.call as unknown as (hook: string, ...args: unknown[]) => boolean)("hotbarDrop", {}, data, slot);

describe("the hotbarDrop hook", () => {
  const user = { id: "player", assignHotbarMacro: vi.fn(async () => undefined) };
  const made: { name: string; command: string; author: { id: string } }[] = [];
  const create = vi.fn(async (data: { name: string; command: string }) => {
    const macro = { ...data, author: { id: user.id } };
    made.push(macro);
    return macro;
  });

  beforeEach(() => {
    made.length = 0;
    create.mockClear();
    user.assignHotbarMacro.mockClear();
    installTokens();
    Object.assign(globalThis, { Macro: { create } });
    Object.assign(game, { user, macros: made });
  });

  it("makes the roll macro, puts it in the slot dropped on, and stops core's own", async () => {
    hotbarMacros.listen();
    const roll = {
      type: "swrpg.roll",
      actorUuid: "Actor.kyla",
      roll: "save",
      key: "fortitude",
      label: "Fortitude save",
    };
    expect(drop(roll, 3)).toBe(false);
    await vi.waitFor(() => expect(user.assignHotbarMacro).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        name: "Fortitude save",
        type: "script",
        command: expect.stringContaining("rollSave"),
      }),
    );
    expect(user.assignHotbarMacro).toHaveBeenCalledWith(made[0], 3);
    // The same drop again reuses the macro.
    drop(roll, 5);
    await vi.waitFor(() => expect(user.assignHotbarMacro).toHaveBeenCalledTimes(2));
    expect(create).toHaveBeenCalledTimes(1);
    expect(user.assignHotbarMacro).toHaveBeenLastCalledWith(made[0], 5);
  });

  it("leaves a drop that is not a weapon or a roll to core", () => {
    hotbarMacros.listen();
    placeDocument("Item.loose", { type: "weapon" });
    expect(drop({ type: "Item", uuid: "Item.loose" }, 1)).toBe(true);
    expect(create).not.toHaveBeenCalled();
  });
});

describe("running a macro: the sheet's own button action", () => {
  it("calls the actor's sheet action with the button's data and a plain click; refuses an unknown actor or action", async () => {
    const { runSheetAction } = await import("../../../src/hooks/sheet-macros.ts");
    const { ACTOR_SHEET_ACTIONS } = await import("../../../src/rulesets/rcr/sheets/actor-sheet-actions.ts");
    const { createActor, registerSystem } = await import("../data/fixtures.ts");
    registerSystem();
    const actor = await createActor({ name: "Kyla Venn", type: "character" });
    // client/documents/abstract/client-document.d.mts › isOwner: this user owns the actor.
    Object.defineProperty(actor, "isOwner", { configurable: true, value: true });
    installTokens();
    placeDocument(actor.uuid, actor);
    const actions = ACTOR_SHEET_ACTIONS as unknown as { rollSave: (...args: unknown[]) => Promise<void> };
    const rollSave = vi.spyOn(actions, "rollSave").mockResolvedValue(undefined);
    const warn = vi.mocked(ui.notifications?.warn);
    warn?.mockClear();
    await runSheetAction(actor.uuid, "rollSave", { save: "reflex" });
    expect(rollSave).toHaveBeenCalledTimes(1);
    const [sheet, click, target] = rollSave.mock.calls[0] as unknown as [
      { actor: unknown },
      { shiftKey: boolean },
      { dataset: Record<string, string> },
    ];
    expect(sheet.actor).toBe(actor);
    expect(click.shiftKey).toBe(false);
    expect(target.dataset).toEqual({ save: "reflex" });
    await runSheetAction("Actor.gone", "rollSave", { save: "reflex" });
    await runSheetAction(actor.uuid, "noSuchAction");
    expect(rollSave).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(2);
    rollSave.mockRestore();
  });
});
