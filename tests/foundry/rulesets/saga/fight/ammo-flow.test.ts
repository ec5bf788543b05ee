// Ammunition: one shot a single attack (Saga core, not in the texts), ten autofire, five Burst Fire
// (saga-special-combat-rules.txt › Autofire, Burst Fire); an empty weapon is refused; reloading is a move
// action (Saga core, not in the texts) that provokes (› Provoking an Attack of Opportunity).
import { beforeAll, describe, expect, it } from "vitest";
import { readSagaCard } from "../../../../../src/rulesets/saga/card/card-message.ts";
import { saga } from "../../../../../src/rulesets/saga/index.ts";
import { SAGA_SHEET_ACTIONS } from "../../../../../src/rulesets/saga/sheets/actions.ts";
import { installEscapeHTML } from "../../../fakes/escape-html.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import { defaultChoicesFor, foe, lastCardOrNull, shooter } from "./flow-fixtures.ts";
import { healthOf, rifleItem, sagaTrooper } from "./saga-actors.ts";
import { ana, dialog, gms, lastCard, PostedMessage, scene, target, useSagaWorld } from "./saga-world.ts";

useSagaWorld();
beforeAll(() => installEscapeHTML());

const shift = { mode: "single", skipDialog: true } as const;
const rifle = (value: number, max = 50) => ({
  ...rifleItem,
  system: { ...rifleItem.system, range: "rifle", shots: { value, max } },
});
const shotsOf = (actor: Actor.Implementation, id: string) =>
  (actor.items.get(id)?.system as unknown as { shots: { value: number } }).shots.value;

describe("a soldier's rifle runs out of shots", () => {
  it("each single shot spends one; the card says how many are left; the empty rifle is refused", async () => {
    const { actor, weaponId } = await shooter(rifle(2));
    const victim = await foe("victim", 3, 0);
    target(ana, victim.token);
    forcedResults.push(12);
    await saga.attack.start(actor, weaponId, shift);
    expect(readSagaCard(lastCard().asDocument)?.shots).toEqual({ spent: 1, left: 1 });
    expect(lastCard().content).toContain("1 shot(s), 1 left");
    expect(shotsOf(actor, weaponId)).toBe(1);

    forcedResults.push(12);
    await saga.attack.start(actor, weaponId, shift);
    expect(shotsOf(actor, weaponId)).toBe(0);
    const posted = PostedMessage.cards.length;

    await saga.attack.start(actor, weaponId, shift);
    expect(PostedMessage.cards.length).toBe(posted);
    expect(ui.notifications?.warn).toHaveBeenLastCalledWith(
      "Blaster rifle is empty: reload it first (a move action).",
    );
  });

  it("autofire with 9 shots is refused before any area is placed", async () => {
    const { actor, weaponId } = await shooter(rifle(9));
    target(ana, (await foe("victim", 3, 0)).token);
    dialog.wait.mockResolvedValueOnce({ ...defaultChoicesFor(), grip: "normal", fire: "autofire" });
    await saga.attack.start(actor, weaponId, { mode: "single", skipDialog: false });
    expect(lastCardOrNull()).toBeNull();
    expect(ui.notifications?.warn).toHaveBeenLastCalledWith("Not enough shots loaded.");
    expect(shotsOf(actor, weaponId)).toBe(9);
  });

  it("a weapon that does not count shots (magazine 0) never runs dry", async () => {
    const { actor, weaponId } = await shooter(rifle(0, 0));
    target(ana, (await foe("victim", 3, 0)).token);
    forcedResults.push(12);
    await saga.attack.start(actor, weaponId, shift);
    expect(readSagaCard(lastCard().asDocument)?.shots).toBeUndefined();
  });

  it("the GM checks a player's card after its shot was spent: the damage still applies", async () => {
    const { actor, weaponId } = await shooter(rifle(1));
    const victim = await foe("victim", 3, 0);
    target(ana, victim.token);
    forcedResults.push(15);
    await saga.attack.start(actor, weaponId, shift);
    const message = lastCard();
    forcedResults.push(1, 1, 1);
    await saga.chatCard.act(message.asDocument, "rollDamage", 0);
    await saga.chatCard.act(message.asDocument, "applyTargeted", 0);
    expect(healthOf(victim.actor).hp).toBe(27);
  });
});

describe("reloading from the sheet", () => {
  const reload = (actor: Actor.Implementation, itemId: string) => {
    const element = { dataset: { itemId }, closest: () => element } as unknown as HTMLElement;
    return SAGA_SHEET_ACTIONS.reload?.({ actor, isEditable: true }, {} as PointerEvent, element);
  };

  it("fills the magazine and says so in the chat, naming the guard it provokes", async () => {
    const { actor, weaponId } = await shooter(rifle(3));
    (scene.tokens.get("shooter") as { disposition: number }).disposition = 1;
    const pistol = {
      name: "Blaster pistol",
      type: "sagaWeapon",
      system: { group: "pistol", damage: { formula: "3d6", type: "energy" }, equipped: true },
    };
    scene.addToken("guard", gms(await sagaTrooper({ name: "Guard", items: [pistol] })), 1, 0);
    await reload(actor, weaponId);
    expect(shotsOf(actor, weaponId)).toBe(50);
    const line = PostedMessage.cards.at(-1)?.content ?? "";
    expect(line).toContain("Shooter reloads Blaster rifle: 50 shots.");
    expect(line).toContain("Provokes an attack of opportunity from: Guard");
  });

  it("a full weapon is refused with a message; nothing is posted", async () => {
    const { actor, weaponId } = await shooter(rifle(50));
    const posted = PostedMessage.cards.length;
    await reload(actor, weaponId);
    expect(PostedMessage.cards.length).toBe(posted);
    expect(ui.notifications?.warn).toHaveBeenLastCalledWith("Blaster rifle is fully loaded.");
  });
});
