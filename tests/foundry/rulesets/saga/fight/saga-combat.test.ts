// Saga's combat tracker over the combat stand-ins (tests/foundry/combat/fake-combat.ts): initiative is 1d20 +
// the Initiative modifier (Saga core), ties by the modifier then Dexterity (saga-variant-character-combat.txt ›
// Initiative Order); a surprise round when some are unaware; flat-footed until the first turn; a readied
// action lapses at the owner's next turn (saga-special-combat-rules.txt › Ready); effects end just before the
// turn of the combatant they began on, N rounds later (variant › Combat Rounds).

import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chat, dice, FakeCombat } from "../../../combat/fake-combat.ts";
import { FakeEffect, roundsEffectData } from "../../../combat/fighters.ts";
import { registerSystem } from "../../../data/fixtures.ts";
import { installSettings } from "../../../fakes/settings.ts";
import { sagaTrooper } from "./saga-actors.ts";

const { SagaCombat } = await import("../../../../../src/rulesets/saga/combat/saga-combat.ts");
const { SagaCombatant } = await import("../../../../../src/rulesets/saga/combat/saga-combatant.ts");
const { sagaCombat, SAGA_INITIATIVE_FORMULA } = await import(
  "../../../../../src/rulesets/saga/combat/saga-combat-procedures.ts"
);

const shared = await import("../../../../../src/documents/combat-initiative-actions.ts");
const actions = {
  sagaDelay: (combat: Combat, id: string, count: number | null) =>
    shared.delayCombatant(combat, id, count ?? undefined),
  sagaReady: (combat: Combat, id: string) => shared.readyCombatant(combat, id),
  sagaTakeReadied: (combat: Combat, id: string) => shared.takeReadiedAction(combat, id),
};

type Combat = InstanceType<typeof SagaCombat>;

beforeAll(() => {
  registerSystem();
  FakeCombat.combatantClass = SagaCombatant as unknown as typeof FakeCombat.combatantClass;
  (CONFIG.Combat as { initiative: { formula: string } }).initiative.formula = SAGA_INITIATIVE_FORMULA;
  Object.assign(CONFIG, { Combatant: {} });
  // A Saga world: the tracker leaves actors of another ruleset alone.
  installSettings({ ruleset: "saga", groupInitiative: false });
});
beforeEach(() => {
  dice.length = 0;
  chat.length = 0;
});

/** A Saga NPC with effects and flags on the instance (the shared actor fake has neither collection). */
async function fighter(name: string, dex: number, initiative: { trained?: boolean; misc?: number } = {}) {
  const actor = await sagaTrooper({ name, dex, initiative });
  const effects: FakeEffect[] = [];
  Object.assign(actor, {
    effects,
    deleteEmbeddedDocuments: async (_name: string, ids: string[]) => {
      effects.splice(0, effects.length, ...effects.filter((effect) => !ids.includes(effect.id)));
    },
  });
  return Object.assign(actor, { testEffects: effects });
}

function newCombat() {
  const fake = new SagaCombat() as unknown as FakeCombat;
  return { fake, combat: fake as unknown as Combat };
}
const names = (combat: Combat) => combat.turns.map((c) => c.name ?? "");

/** A started fight of two aware fighters: First (rolls 15) acts before Second (rolls 5). */
async function duel() {
  const { fake, combat } = newCombat();
  const first = await fighter("First", 10);
  const second = await fighter("Second", 10);
  fake.add({ name: "First", actor: first });
  fake.add({ name: "Second", actor: second });
  dice.push(15, 5);
  await combat.startCombat();
  return { combat, first, second };
}

describe("Saga initiative", () => {
  it("installs its classes and the formula 1d20 + the Initiative modifier", () => {
    sagaCombat.install();
    expect(CONFIG.Combat.documentClass).toBe(SagaCombat);
    expect(CONFIG.Combatant.documentClass).toBe(SagaCombatant);
    expect(CONFIG.Combat.initiative).toEqual({ formula: "1d20 + @initiativeBonus.total", decimals: 0 });
  });
  it("rolls 1d20 + Dex + 5 trained: Dex 14 trained rolling 8 gets 15; Dex 10 rolling 12 gets 12", async () => {
    const { fake, combat } = newCombat();
    fake.add({ name: "Scout", actor: await fighter("Scout", 14, { trained: true }) });
    fake.add({ name: "Trooper", actor: await fighter("Trooper", 10) });
    dice.push(8, 12);
    await combat.startCombat();
    expect(combat.turns.map((c) => [c.name, c.initiative])).toEqual([
      ["Scout", 15],
      ["Trooper", 12],
    ]);
  });
  it("ties go to the higher Initiative modifier, then the higher Dexterity", async () => {
    const { fake, combat } = newCombat();
    fake.add({ name: "Low", actor: await fighter("Low", 10, { misc: 2 }) }); // +2 from misc, Dex +0
    fake.add({ name: "Dexy", actor: await fighter("Dexy", 14) }); // +2 from Dex
    fake.add({ name: "Quick", actor: await fighter("Quick", 10, { misc: 4 }) }); // +4
    dice.push(13, 13, 11); // all 15
    await combat.startCombat();
    expect(combat.turns.map((c) => c.initiative)).toEqual([15, 15, 15]);
    expect(names(combat)).toEqual(["Quick", "Dexy", "Low"]);
  });
});

describe("surprise and flat-footed", () => {
  it("the aware act in a surprise round; the unaware wait, then roll when it ends", async () => {
    const { fake, combat } = newCombat();
    fake.add({ name: "Ambusher", actor: await fighter("Ambusher", 10) });
    const victim = fake.add({ name: "Victim", actor: await fighter("Victim", 10) });
    victim.flags = { swrpg: { unaware: true } };
    dice.push(10);
    await combat.startCombat();
    expect(combat.inSurpriseRound).toBe(true);
    expect(combat.turns.map((c) => [c.name, c.initiative])).toEqual([
      ["Ambusher", 10],
      ["Victim", null],
    ]);
    dice.push(17);
    await combat.nextTurn(); // the victim has no turn: the round ends
    expect(combat.round).toBe(2);
    expect(combat.inSurpriseRound).toBe(false);
    expect(names(combat)).toEqual(["Victim", "Ambusher"]);
  });
  it("everyone starts flat-footed and stops being so at their own first turn", async () => {
    const { combat, first, second } = await duel();
    expect(first.statuses.has("flatFooted")).toBe(false);
    expect(second.statuses.has("flatFooted")).toBe(true);
    await combat.nextTurn();
    expect(second.statuses.has("flatFooted")).toBe(false);
  });
});

describe("the variant's combat sequence (sagaVariantCombatSequence; variant › Combat Sequence)", () => {
  afterEach(() => installSettings({ ruleset: "saga", groupInitiative: false }));
  it("no surprise round: nobody starts flat-footed, not even the one who acts last", async () => {
    installSettings({ ruleset: "saga", groupInitiative: false, sagaVariantCombatSequence: true });
    const { first, second } = await duel();
    expect(first.statuses.has("flatFooted")).toBe(false);
    expect(second.statuses.has("flatFooted")).toBe(false);
  });
  /** Two aware ambushers (the second acts later in the surprise round) and an unaware victim. */
  async function ambush() {
    const { fake, combat } = newCombat();
    const first = await fighter("First", 10);
    const second = await fighter("Second", 10);
    const victim = await fighter("Victim", 10);
    fake.add({ name: "First", actor: first });
    fake.add({ name: "Second", actor: second });
    fake.add({ name: "Victim", actor: victim }).flags = { swrpg: { unaware: true } };
    dice.push(15, 5);
    await combat.startCombat();
    return { first, second, victim };
  }
  it("a surprise round: only the unaware start flat-footed; the second ambusher is not, before its turn", async () => {
    installSettings({ ruleset: "saga", groupInitiative: false, sagaVariantCombatSequence: true });
    const { first, second, victim } = await ambush();
    expect([first, second, victim].map((actor) => actor.statuses.has("flatFooted"))).toEqual([
      false,
      false,
      true,
    ]);
  });
  it("off (core Saga): the second ambusher is flat-footed too until its first turn", async () => {
    const { first, second, victim } = await ambush();
    expect([first, second, victim].map((actor) => actor.statuses.has("flatFooted"))).toEqual([
      false,
      true,
      true,
    ]);
  });
});

describe("ready and effects", () => {
  it("a readied action not taken by the owner's next turn lapses, with a note", async () => {
    const { fake, combat } = newCombat();
    const reader = fake.add({ name: "Reader", actor: await fighter("Reader", 10) });
    fake.add({ name: "Other", actor: await fighter("Other", 10) });
    dice.push(15, 5);
    await combat.startCombat();
    reader.flags.swrpg = { ...reader.flags.swrpg, readyRound: 1 };
    await combat.nextTurn();
    expect(reader.flags.swrpg?.readyRound).toBe(1);
    await combat.nextTurn(); // round 2, the reader's turn
    expect(reader.flags.swrpg?.readyRound).toBeUndefined();
    expect(chat.some((entry) => entry.content?.includes("Reader"))).toBe(true);
  });
  it("a 1-round effect begun on A's turn ends just before A's next turn, not at B's", async () => {
    const { fake, combat } = newCombat();
    const a = await fighter("A", 10);
    const b = await fighter("B", 10);
    fake.add({ name: "A", actor: a });
    fake.add({ name: "B", actor: b });
    dice.push(15, 5);
    await combat.startCombat();
    b.testEffects.push(
      new FakeEffect("stun", roundsEffectData({ rounds: 1, round: 1, turn: 0, combat: "combat1" })),
    );
    await combat.nextTurn(); // B's turn, round 1
    expect(b.testEffects).toHaveLength(1);
    await combat.nextTurn(); // A's turn, round 2: the effect is gone
    expect(b.testEffects).toHaveLength(0);
  });
});

describe("the shared delay and ready on a Saga combat (saga-special-combat-rules.txt › Delay, Ready)", () => {
  async function three() {
    const { fake, combat } = newCombat();
    for (const name of ["A", "B", "C"]) fake.add({ name, actor: await fighter(name, 10) });
    dice.push(18, 12, 6);
    await combat.startCombat();
    return { fake, combat };
  }

  it("A delays from 18 to 10 on its turn: B acts now, then A, then C; the count stays", async () => {
    const { combat } = await three();
    const a = combat.turns[0];
    expect(await actions.sagaDelay(combat, a?.id ?? "", 10)).toBeNull();
    expect(combat.combatant?.name).toBe("B");
    expect(combat.turns.map((c) => [c.name, c.initiative])).toEqual([
      ["B", 12],
      ["A", 10],
      ["C", 6],
    ]);
    expect(a?.swrpg.delayed).toBe("count");
  });
  it("a delay to the same or a higher count is refused", async () => {
    const { combat } = await three();
    expect(await actions.sagaDelay(combat, combat.turns[0]?.id ?? "", 18)).toBe("notLower");
  });
  it("delaying until everyone else has acted puts A after C", async () => {
    const { combat } = await three();
    await actions.sagaDelay(combat, combat.turns[0]?.id ?? "", null);
    expect(combat.turns.map((c) => c.name)).toEqual(["B", "C", "A"]);
  });
  it("C's readied action goes off on B's turn: C takes B's count, just before B", async () => {
    const { combat } = await three();
    const c = combat.turns[2];
    await actions.sagaReady(combat, c?.id ?? "");
    await combat.nextTurn(); // B's turn
    expect(await actions.sagaTakeReadied(combat, c?.id ?? "")).toBeNull();
    expect(combat.turns.map((x) => [x.name, x.initiative])).toEqual([
      ["A", 18],
      ["C", 12],
      ["B", 12],
    ]);
    expect(combat.combatant?.name).toBe("B");
    expect(c?.swrpg.readyRound ?? null).toBeNull();
  });
  it("taken in a later round than readied, it costs that round's regular action", async () => {
    const { combat } = await three();
    const c = combat.turns[2];
    await combat.nextTurn();
    await combat.nextTurn(); // C's turn, round 1
    await actions.sagaReady(combat, c?.id ?? "");
    await combat.nextTurn(); // round 2, A's turn
    await actions.sagaTakeReadied(combat, c?.id ?? "");
    expect(c?.swrpg.lostTurnRound).toBe(2);
  });
  it("a readied action needs one, and cannot be triggered by its own combatant", async () => {
    const { combat } = await three();
    const a = combat.turns[0];
    expect(await actions.sagaTakeReadied(combat, combat.turns[1]?.id ?? "")).toBe("notReadied");
    await actions.sagaReady(combat, a?.id ?? "");
    expect(await actions.sagaTakeReadied(combat, a?.id ?? "")).toBe("sameCombatant");
  });
});
