// The Saga attack flow from the sheet's click to the card and its damage, over the stand-ins: a trooper
// (attack +0 with its rifle) fires at targeted tokens (Reflex 10 and 11); Apply and Undo through the shared
// card actions. Saga core's natural 20 (not in the texts). Areas: area-attack-flow.test.ts.
import { describe, expect, it, vi } from "vitest";
import { readSagaCard } from "../../../../../src/rulesets/saga/card/card-message.ts";
import { saga } from "../../../../../src/rulesets/saga/index.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import { defaultChoicesFor, foe, shooter } from "./flow-fixtures.ts";
import { healthOf } from "./saga-actors.ts";
import { ana, dialog, lastCard, PostedMessage, target, useSagaWorld } from "./saga-world.ts";

useSagaWorld();

const shift = { mode: "single", skipDialog: true } as const;

describe("a single attack, Shift-clicked: no dialog, one roll, one card", () => {
  it("a natural 10 hits Reflex 10 exactly and misses Reflex 11; players see no Defense numbers", async () => {
    const { actor, weaponId } = await shooter();
    const exact = await foe("exact", 5, 0);
    const above = await foe("above", 6, 0, 12);
    target(ana, exact.token, above.token);
    forcedResults.push(10);
    await saga.attack.start(actor, weaponId, shift);

    expect(dialog.wait).not.toHaveBeenCalled();
    const message = lastCard();
    const card = readSagaCard(message.asDocument);
    expect(
      card?.attacks[0]?.targets.map(({ name, total, compared, hit }) => ({ name, total, compared, hit })),
    ).toEqual([
      { name: "exact", total: 10, compared: 10, hit: true },
      { name: "above", total: 10, compared: 11, hit: false },
    ]);
    expect(message.rolls).toHaveLength(1);
    expect(message.author).toBe(ana);
    expect(message.content).toContain("swrpg-saga-card");
    expect(message.content).toContain("Hit");
    expect(message.content).toContain("Miss");
    expect(message.content).not.toContain("swrpg-target-defense");
  });

  it("a natural 20 is a critical: Roll damage, then Apply deals it doubled", async () => {
    const { actor, weaponId } = await shooter();
    const tough = await foe("tough", 5, 0, 30);
    target(ana, tough.token);
    forcedResults.push(20);
    await saga.attack.start(actor, weaponId, shift);
    const message = lastCard();
    expect(readSagaCard(message.asDocument)?.attacks[0]?.targets[0]).toMatchObject({
      hit: true,
      critical: true,
    });

    forcedResults.push(2, 3, 4); // 3d8 = 9
    await saga.chatCard.act(message.asDocument, "rollDamage", 0);
    expect(readSagaCard(message.asDocument)?.attacks[0]?.damage).toMatchObject({ total: 9, rollIndex: 1 });
    // The tough trooper is the GM's: Ana's click asks the GM, who applies it and marks the card.
    await saga.chatCard.act(message.asDocument, "applyTargeted", 0);
    expect(healthOf(tough.actor).hp).toBe(30 - 18);
    expect(Object.values(message.flags.swrpg?.applied ?? {})).toEqual([
      {
        tokenUuid: tough.token.uuid,
        attackIndex: 0,
        name: "tough",
        taken: { hp: 18, temp: 0, shield: 0, steps: 1 },
      },
    ]);
  });

  it("Apply twice: the second click is refused, the target took it once", async () => {
    const { actor, weaponId } = await shooter();
    const victim = await foe("victim", 5, 0);
    target(ana, victim.token);
    forcedResults.push(15, 1, 1, 1);
    await saga.attack.start(actor, weaponId, shift);
    const message = lastCard();
    await saga.chatCard.act(message.asDocument, "rollDamage", 0);
    await saga.chatCard.act(message.asDocument, "applyTargeted", 0);
    await saga.chatCard.act(message.asDocument, "applyTargeted", 0);
    expect(healthOf(victim.actor).hp).toBe(27);
  });

  it("Undo from the card gives the GM's token back what it took, through the GM", async () => {
    const { actor, weaponId } = await shooter();
    const victim = await foe("victim", 5, 0);
    target(ana, victim.token);
    forcedResults.push(15, 4, 4, 4);
    await saga.attack.start(actor, weaponId, shift);
    const message = lastCard();
    await saga.chatCard.act(message.asDocument, "rollDamage", 0);
    await saga.chatCard.act(message.asDocument, "applyTargeted", 0);
    expect(healthOf(victim.actor)).toMatchObject({ hp: 18, condition: 1 });
    await saga.chatCard.act(message.asDocument, "undoDamage", 0);
    expect(healthOf(victim.actor)).toMatchObject({ hp: 30, condition: 0 });
    expect(Object.keys(message.flags.swrpg?.applied ?? {})).toEqual([]);
  });
});

describe("who sees the roll, chosen in the dialog (issue 34: as RCR's dialog has)", () => {
  it("'Me and the GM' posts the card with that visibility, and the card keeps the choice", async () => {
    const statics = PostedMessage as unknown as Record<string, (data: object, mode: string) => object>;
    const key = typeof statics.applyMode === "function" ? "applyMode" : "applyRollMode";
    const apply = vi.spyOn(statics, key);
    const { actor, weaponId } = await shooter();
    target(ana, (await foe("victim", 5, 0)).token);
    dialog.wait.mockResolvedValueOnce({ ...defaultChoicesFor(), grip: "normal", rollMode: "gmroll" });
    forcedResults.push(12);
    await saga.attack.start(actor, weaponId, { mode: "single", skipDialog: false });
    // v13 takes the roll mode's key, v14 its message mode's (src/foundry-compat/message-mode.ts).
    expect(apply).toHaveBeenLastCalledWith(expect.anything(), key === "applyMode" ? "gm" : "gmroll");
    expect(readSagaCard(lastCard().asDocument)?.choices?.rollMode).toBe("gmroll");
    apply.mockRestore();
  });
});
