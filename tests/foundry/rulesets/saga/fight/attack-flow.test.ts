// The Saga attack flow from the sheet's click to the card and its damage, over the stand-ins: a trooper
// (attack +0 with its rifle) fires at targeted tokens (Reflex 10 and 11); a frag grenade's burst template is
// placed by the player and every token inside becomes a target; Apply through the shared card actions.
// saga-special-combat-rules.txt › Area Attacks, Cover; Saga core's natural 20 (not in the texts).
import { describe, expect, it } from "vitest";
import { readSagaCard } from "../../../../../src/rulesets/saga/card/card-message.ts";
import { saga } from "../../../../../src/rulesets/saga/index.ts";
import { asClient } from "../../../fakes/users-and-queries.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import { fragItem, healthOf, rifleItem, sagaTrooper } from "./saga-actors.ts";
import { ana, anas, dialog, gm, gms, lastCard, scene, target, useSagaWorld } from "./saga-world.ts";

useSagaWorld();

const shift = { mode: "single", skipDialog: true } as const;

async function shooter(item: Record<string, unknown> = rifleItem) {
  const actor = anas(await sagaTrooper({ name: "Shooter", items: [item] }));
  scene.addToken("shooter", actor, 0, 0);
  const weapon = actor.items.contents[0];
  if (!weapon?.id) throw new Error("no weapon");
  return { actor, weaponId: weapon.id };
}

async function foe(id: string, i: number, j: number, dex = 10, more = {}) {
  const actor = gms(await sagaTrooper({ name: id, dex, ...more }));
  return { actor, token: scene.addToken(id, actor, i, j) };
}

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

describe("a frag grenade: the player places the burst, every token inside is a target", () => {
  it("the template drops on the targeted token, is dragged, and catches exactly the tokens inside", async () => {
    const { actor, weaponId } = await shooter(fragItem);
    const aimed = await foe("aimed", 10, 10);
    await foe("near", 11, 10, 20); // Reflex 15
    await foe("left", 9, 10);
    await foe("far", 14, 10);
    target(ana, aimed.token);
    // While the placement dialog waits, the player drags the template half a square right.
    dialog.wait.mockImplementationOnce(async () => {
      const template = scene.templates.contents[0];
      expect(template).toMatchObject({ t: "circle", x: 1050, y: 1050, distance: 3 });
      await template?.update({ x: 1100 });
      return "confirm";
    });
    forcedResults.push(12);
    await saga.attack.start(actor, weaponId, shift);

    const card = readSagaCard(lastCard().asDocument);
    expect(card?.shape).toBe("burst");
    expect(card?.area).toEqual({ templateUuid: scene.templates.contents[0]?.uuid, coverOrigin: "center" });
    // Roll 12 + 0: hits Reflex 10 (aimed, left), misses the Reflex 15 neighbour (half damage).
    expect(card?.attacks[0]?.targets.map(({ name, hit, lands }) => ({ name, hit, lands }))).toEqual([
      { name: "aimed", hit: true, lands: true },
      { name: "near", hit: false, lands: true },
      { name: "left", hit: true, lands: true },
    ]);
    expect(lastCard().content).toContain("2 hit, 1 missed");
  });

  it("the card lists what each takes once damage is rolled; Apply deals full to hits and half to misses", async () => {
    const { actor, weaponId } = await shooter(fragItem);
    const hitOne = await foe("hit", 10, 10);
    const missed = await foe("missed", 11, 10, 20);
    target(ana, hitOne.token);
    forcedResults.push(12);
    await saga.attack.start(actor, weaponId, shift);
    const message = lastCard();
    forcedResults.push(3, 3, 3, 4); // 4d6 = 13
    await asClient(gm, () => saga.chatCard.act(message.asDocument, "rollDamage", 0));
    await asClient(gm, () => saga.chatCard.act(message.asDocument, "applyTargeted", 0));
    expect(healthOf(hitOne.actor).hp).toBe(30 - 13);
    expect(healthOf(missed.actor).hp).toBe(30 - 6);
  });

  it("cancelling the placement removes the template and rolls nothing", async () => {
    const { actor, weaponId } = await shooter(fragItem);
    const aimed = await foe("aimed", 10, 10);
    target(ana, aimed.token);
    dialog.wait.mockResolvedValueOnce("cancel");
    await saga.attack.start(actor, weaponId, shift);
    expect(scene.templates.size).toBe(0);
    expect(lastCardOrNull()).toBeNull();
  });

  it("a roll below 10 reaches nobody: every token is listed as not reached, none takes damage", async () => {
    const { actor, weaponId } = await shooter(fragItem);
    const aimed = await foe("aimed", 10, 10);
    target(ana, aimed.token);
    forcedResults.push(9);
    await saga.attack.start(actor, weaponId, shift);
    const card = readSagaCard(lastCard().asDocument);
    expect(card?.attacks[0]).toMatchObject({ total: 9, reachesTargets: false });
    expect(card?.attacks[0]?.targets[0]).toMatchObject({ compared: null, lands: false });
    expect(lastCard().content).toContain("Below 10");
  });
});

describe("autofire", () => {
  it("fills a 2 × 2 rect from the aimed token's corner at -5, cover judged from the attacker", async () => {
    const { actor, weaponId } = await shooter();
    const a = await foe("a", 10, 10);
    await foe("b", 11, 11);
    await foe("outside", 12, 10);
    target(ana, a.token);
    const autofire = { fire: "autofire", braced: false, aimed: false, situational: 0, targets: {} };
    // The options dialog chooses autofire, the placement is confirmed, the cover dialog leaves cover off.
    dialog.wait
      .mockResolvedValueOnce(autofire)
      .mockResolvedValueOnce("confirm")
      .mockResolvedValueOnce(autofire);
    forcedResults.push(15);
    await saga.attack.start(actor, weaponId, { mode: "single", skipDialog: false });
    expect(dialog.wait).toHaveBeenCalledTimes(3);
    expect(scene.templates.contents[0]).toMatchObject({ t: "rect", x: 1000, y: 1000, direction: 45 });
    const card = readSagaCard(lastCard().asDocument);
    expect(card?.shape).toBe("autofire");
    expect(card?.area?.coverOrigin).toBe("attacker");
    expect(card?.attacks[0]?.targets.map((t) => t.name)).toEqual(["a", "b"]);
    expect(card?.attacks[0]).toMatchObject({ bonus: -5, total: 10 });
  });
});

function lastCardOrNull() {
  try {
    return lastCard();
  } catch {
    return null;
  }
}
