// A Force Point spent on an attack from the dialog (Saga core, not in the texts: a spent point adds the point
// die, 1d6 below 8th heroic level, to the attack roll): the die is rolled, added as its own part, and one point
// is taken; with none left the attack is refused and nothing is rolled.
import { describe, expect, it, vi } from "vitest";
import { readSagaCard } from "../../../../../src/rulesets/saga/card/card-message.ts";
import { saga } from "../../../../../src/rulesets/saga/index.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import { sagaSystemOf } from "../data/saga-fixtures.ts";
import { defaultChoicesFor, foe, shooter } from "./flow-fixtures.ts";
import { ana, dialog, lastCard, PostedMessage, target, useSagaWorld } from "./saga-world.ts";

useSagaWorld();

const withDialog = { mode: "single", skipDialog: false } as const;

async function pointed(points: number) {
  const found = await shooter();
  await found.actor.update({ "system.force.points": points } as Actor.UpdateData);
  return found;
}

describe("spending a Force Point on a Saga attack", () => {
  it("a natural 8 with a Force Point rolling 3 totals 11: it hits Reflex 11, one point of two is left", async () => {
    const { actor, weaponId } = await pointed(2);
    const victim = await foe("victim", 5, 0, 12);
    target(ana, victim.token);
    dialog.wait.mockResolvedValueOnce({ ...defaultChoicesFor(), grip: "normal", spendForcePoint: true });
    forcedResults.push(3, 8);
    await saga.attack.start(actor, weaponId, withDialog);
    const card = readSagaCard(lastCard().asDocument);
    expect(card?.attacks[0]?.targets[0]).toMatchObject({ total: 11, compared: 11, hit: true });
    expect(card?.attacks[0]?.parts).toContainEqual({ label: "forcePoint", value: 3 });
    expect(sagaSystemOf(actor).force.points).toBe(1);
  });
  it("without the checkbox no point is spent and the die is not added", async () => {
    const { actor, weaponId } = await pointed(2);
    target(ana, (await foe("victim", 5, 0, 12)).token);
    dialog.wait.mockResolvedValueOnce({ ...defaultChoicesFor(), grip: "normal" });
    forcedResults.push(8);
    await saga.attack.start(actor, weaponId, withDialog);
    expect(readSagaCard(lastCard().asDocument)?.attacks[0]?.targets[0]).toMatchObject({
      total: 8,
      hit: false,
    });
    expect(sagaSystemOf(actor).force.points).toBe(2);
  });
  it("with no Force Points left the attack is refused before anything is rolled", async () => {
    const { actor, weaponId } = await pointed(0);
    target(ana, (await foe("victim", 5, 0)).token);
    dialog.wait.mockResolvedValueOnce({ ...defaultChoicesFor(), grip: "normal", spendForcePoint: true });
    await saga.attack.start(actor, weaponId, withDialog);
    expect(PostedMessage.cards).toHaveLength(0);
    expect(
      vi
        .mocked(ui.notifications!.warn)
        .mock.calls.some((call) => String(call[0]).includes("no Force Points")),
    ).toBe(true);
  });
});
