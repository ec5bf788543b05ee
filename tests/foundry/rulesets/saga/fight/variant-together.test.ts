// The Saga variant's parts together, each built by its own slice (sheet and data, attack and card, tracker):
// the defenses the actor model derives are the ones the attack compares; the variant threshold's steps land
// on the 15-step track the actor stores; the attack spends the attacker's actions in the tracker's combat.
// saga-variant-character-combat.txt › Defense Scores, Damage Threshold, Character Condition Tracks, Actions
// in Combat.
import { describe, expect, it, vi } from "vitest";
import { FakeCombat } from "../../../combat/fake-combat.ts";
import { drawnAreas } from "../../../fakes/drawn-areas.ts";
import { installSettings } from "../../../fakes/settings.ts";
import { asClient } from "../../../fakes/users-and-queries.ts";
// …and a Roll of their own: the forced-dice Roll replaces it before Saga's damage roll class extends it.
import { FakeRoll, forcedResults } from "../../../rolls/fake-roll.ts";
import { fragItem, healthOf, sagaTrooper } from "./saga-actors.ts";
import {
  ana,
  anas,
  board,
  gm,
  gms,
  lastCard,
  PostedMessage,
  placing,
  scene,
  target,
  useSagaWorld,
} from "./saga-world.ts";

// The combat stand-ins install core's Combat classes and a Roll of their own: the forced-dice Roll takes its
// place, then the Saga modules are loaded, so their classes extend these.
(globalThis as unknown as { Roll: unknown }).Roll = FakeRoll;
const { readSagaCard } = await import("../../../../../src/rulesets/saga/card/card-message.ts");
const { saga } = await import("../../../../../src/rulesets/saga/index.ts");
const { SagaCombat } = await import("../../../../../src/rulesets/saga/combat/saga-combat.ts");
const { SagaCombatant } = await import("../../../../../src/rulesets/saga/combat/saga-combatant.ts");

useSagaWorld();

const shift = { mode: "single", skipDialog: true } as const;

/** Ana's gunner: heroic level 6 (half: 3), Dex 10, BAB 0; a 5d10 pistol (ranged: no Strength). */
async function gunner() {
  const actor = anas(
    await sagaTrooper({
      name: "Gunner",
      items: [
        {
          name: "Heavy pistol",
          type: "sagaWeapon",
          system: { group: "pistol", damage: { formula: "5d10", type: "energy" }, equipped: true },
        },
      ],
    }),
  );
  await actor.update({ "system.heroicLevel": 6, "system.nonheroicLevel": 0 } as Actor.UpdateData);
  scene.addToken("gunner", actor, 0, 0);
  const weaponId = actor.items.contents[0]?.id;
  if (!weaponId) throw new Error("no weapon");
  return { actor, weaponId };
}

/**
 * The GM's trooper: nonheroic, Dex 10, Con 14 (+2), class bonus to General Defense 4. Core: Reflex 10,
 * threshold 12. Variant: General 10 + 0 + 0 + 0 + 4 = 14; threshold 5 + 0 + 2 = 7.
 */
async function trooper(hp = 60) {
  const actor = gms(await sagaTrooper({ name: "Trooper", hp }));
  await asClient(gm, () => actor.update({ "system.classDefense.general": 4 } as Actor.UpdateData));
  const token = scene.addToken("trooper", actor, 3, 0);
  target(ana, token);
  return actor;
}

describe("the attack compares the defense the actor derives (sagaVariantDefenses)", () => {
  it("OFF: 12 against Reflex 10 hits", async () => {
    installSettings({ ruleset: "saga" });
    const { actor, weaponId } = await gunner();
    await trooper();
    forcedResults.push(12);
    await saga.attack.start(actor, weaponId, shift);
    expect(readSagaCard(lastCard().asDocument)?.attacks[0]?.targets[0]).toMatchObject({
      total: 12,
      hit: true,
    });
  });
  it("ON: the same 12 against the trooper's General Defense 14 misses; 14 exactly hits", async () => {
    installSettings({ ruleset: "saga", sagaVariantDefenses: true });
    const { actor, weaponId } = await gunner();
    await trooper();
    forcedResults.push(12);
    await saga.attack.start(actor, weaponId, shift);
    expect(readSagaCard(lastCard().asDocument)?.attacks[0]?.targets[0]).toMatchObject({ hit: false });
    forcedResults.push(14);
    await saga.attack.start(actor, weaponId, shift);
    expect(readSagaCard(lastCard().asDocument)?.attacks[0]?.targets[0]).toMatchObject({
      total: 14,
      hit: true,
    });
  });
});

/** Ana shoots the trooper with a forced d20 and damage dice, and the GM applies it. */
async function shootAndApply(dice: number[]) {
  const { actor, weaponId } = await gunner();
  const victim = await trooper();
  forcedResults.push(15);
  await saga.attack.start(actor, weaponId, shift);
  const message = lastCard();
  forcedResults.push(...dice);
  await saga.chatCard.act(message.asDocument, "rollDamage", 0);
  await asClient(gm, () => saga.chatCard.act(message.asDocument, "applyTargeted", 0));
  return { victim, card: readSagaCard(message.asDocument) };
}

describe("the variant threshold's steps on the 15-step track the actor stores", () => {
  // 5d10 of 9, 9, 9, 9, 6 = 42, + half heroic level 3 = 45 damage; 60 hit points leave 15.
  const dice = [9, 9, 9, 9, 6];
  it("both ON: 45 against threshold 7 is 1 step + 1 for each of 14, 21, 28, 35, 42 it exceeds: step 6 of 15", async () => {
    installSettings({
      ruleset: "saga",
      sagaVariantDefenses: true,
      sagaVariantDamageThreshold: true,
      sagaVariantConditionTrack: true,
    });
    const { victim, card } = await shootAndApply(dice);
    expect(card?.attacks[0]?.damage?.total).toBe(45);
    expect(healthOf(victim)).toMatchObject({ hp: 15, condition: 6 });
    expect(victim.statuses.has("unconscious")).toBe(false);
  });
  it("the 5-step track: the same six steps stop at the bottom, 5, and the trooper falls unconscious", async () => {
    installSettings({ ruleset: "saga", sagaVariantDefenses: true, sagaVariantDamageThreshold: true });
    const { victim } = await shootAndApply(dice);
    expect(healthOf(victim)).toMatchObject({ hp: 15, condition: 5 });
    expect(victim.statuses.has("unconscious")).toBe(true);
  });
  it("core: 45 against core's threshold 12 is one step", async () => {
    installSettings({ ruleset: "saga" });
    const { victim } = await shootAndApply(dice);
    expect(healthOf(victim)).toMatchObject({ hp: 15, condition: 1 });
  });
});

describe("the attack spends the attacker's actions in the tracker's combat (sagaVariantActionEconomy)", () => {
  async function inCombat() {
    FakeCombat.combatantClass = SagaCombatant as unknown as typeof FakeCombat.combatantClass;
    const { actor, weaponId } = await gunner();
    const victim = await trooper();
    // The effects collection the GM's turn start reads (the shared actor fake has none).
    for (const fighter of [actor, victim]) Object.assign(fighter, { effects: [] });
    const combat = new SagaCombat() as unknown as FakeCombat;
    const mine = combat.add({ name: "Gunner", actor, initiative: 20 });
    mine.owners.push(ana.id);
    combat.add({ name: "Trooper", actor: victim, initiative: 5 });
    (globalThis as unknown as { game: { combat: unknown } }).game.combat = combat;
    // The GM begins the fight (core's tracker offers Begin Combat to GMs only; it sets every actor's start).
    await asClient(gm, () => (combat as unknown as { startCombat(): Promise<unknown> }).startCombat());
    return { actor, weaponId, combatant: mine as unknown as InstanceType<typeof SagaCombatant> };
  }
  it("ON: the first attack spends the standard action; a second in the same turn is refused, nothing posted", async () => {
    installSettings({ ruleset: "saga", groupInitiative: false, sagaVariantActionEconomy: true });
    const { actor, weaponId, combatant } = await inCombat();
    forcedResults.push(15);
    await asClient(ana, () => saga.attack.start(actor, weaponId, shift));
    expect(combatant.swrpg.sagaActions).toEqual(["standard"]);
    const posted = PostedMessage.cards.length;
    const warn = vi.mocked(ui.notifications!.warn);
    warn.mockClear();
    forcedResults.push(16);
    await asClient(ana, () => saga.attack.start(actor, weaponId, shift));
    expect(PostedMessage.cards).toHaveLength(posted);
    expect(warn.mock.lastCall?.[0]).toBe("SWRPG.Saga.Variant.Actions.Refused.noActionLeft");
    forcedResults.length = 0;
  });
  it("ON: an area the turn cannot afford is refused after it was placed, and its template removed", async () => {
    installSettings({ ruleset: "saga", groupInitiative: false, sagaVariantActionEconomy: true });
    const { actor, combatant } = await inCombat();
    await actor.createEmbeddedDocuments("Item", [fragItem as unknown as Item.CreateData]);
    const frag = actor.items.contents.find((item) => item.name === "Frag grenade")?.id ?? "";
    const throwAt = (x: number) =>
      asClient(ana, () =>
        placing(
          () => saga.attack.start(actor, frag, shift),
          () => board.click(x, 100),
        ),
      );
    forcedResults.push(15);
    await throwAt(400);
    expect(combatant.swrpg.sagaActions).toEqual(["standard"]);
    expect(drawnAreas(scene).length).toBe(1);
    const posted = PostedMessage.cards.length;
    await throwAt(600);
    expect(vi.mocked(ui.notifications!.warn).mock.lastCall?.[0]).toBe(
      "SWRPG.Saga.Variant.Actions.Refused.noActionLeft",
    );
    expect(PostedMessage.cards).toHaveLength(posted);
    expect(drawnAreas(scene).map((template) => template.x)).toEqual([400]);
    forcedResults.length = 0;
  });
  it("OFF: attacks spend nothing and are never refused", async () => {
    installSettings({ ruleset: "saga", groupInitiative: false });
    const { actor, weaponId, combatant } = await inCombat();
    const posted = PostedMessage.cards.length;
    forcedResults.push(15, 16);
    await asClient(ana, () => saga.attack.start(actor, weaponId, shift));
    await asClient(ana, () => saga.attack.start(actor, weaponId, shift));
    expect(combatant.swrpg.sagaActions ?? []).toEqual([]);
    expect(PostedMessage.cards).toHaveLength(posted + 2);
  });
});
