// D6's combat tracker over the combat stand-ins (tests/foundry/combat/fake-combat.ts): initiative is each
// combatant's Perception rolled, ties to the higher Perception (D6 core, not in the text); as a round ends a
// mortally wounded character rolls 2D and dies when it is less than the rounds he has been mortally wounded,
// the stun's −1D, a knock-out and the stuns' half hour count down (d6-combat.txt › the paragraphs after the
// Character Damage Chart); the killed are defeated.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chat, FakeCombat } from "../../../combat/fake-combat.ts";
import "./core-roll.ts";
import { installSettings } from "../../../fakes/settings.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import {
  createD6,
  registerSystem,
  settle,
  smuggler,
  stormtrooper,
  updateActor,
} from "../data/d6-fixtures.ts";

const { D6Combat } = await import("../../../../../src/rulesets/d6/combat/d6-combat.ts");
const { D6Combatant } = await import("../../../../../src/rulesets/d6/combat/d6-combatant.ts");
const { d6Combat, D6_INITIATIVE_FORMULA } = await import(
  "../../../../../src/rulesets/d6/combat/d6-combat-procedures.ts"
);
const { d6ActorStats } = await import("../../../../../src/rulesets/d6/data/actor-stats.ts");
const { injuryTimers } = await import("../../../../../src/rulesets/d6/combat/injury-timers.ts");
const { installStatusEffects } = await import("../../../../../src/rulesets/install.ts");

type Combat = InstanceType<typeof D6Combat>;

beforeAll(() => {
  registerSystem();
  FakeCombat.combatantClass = D6Combatant as unknown as typeof FakeCombat.combatantClass;
  Object.assign(CONFIG, { Combatant: {} });
});
beforeEach(() => {
  installSettings({ ruleset: "d6", groupInitiative: false });
  installStatusEffects();
  (CONFIG.Combat as { initiative: { formula: string } }).initiative.formula = D6_INITIATIVE_FORMULA;
  forcedResults.length = 0;
  chat.length = 0;
});

function newCombat() {
  const fake = new D6Combat() as unknown as FakeCombat;
  return { fake, combat: fake as unknown as Combat };
}
const names = (combat: Combat) => combat.turns.map((c) => c.name ?? "");
const health = (actor: Actor.Implementation) => d6ActorStats(actor)?.health;

describe("D6 initiative: the Perception roll", () => {
  it("installs its classes", () => {
    d6Combat.install();
    expect(CONFIG.Combat.documentClass).toBe(D6Combat);
    expect(CONFIG.Combatant.documentClass).toBe(D6Combatant);
  });
  it("each rolls his Perception: the smuggler's 3D (5, 5, 5) acts before the trooper's 2D (6, 6)", async () => {
    const { fake, combat } = newCombat();
    fake.add({ name: "Trooper", actor: await createD6(stormtrooper) });
    fake.add({ name: "Smuggler", actor: await createD6(smuggler) });
    forcedResults.push(6, 6, 5, 5, 5);
    await combat.startCombat();
    expect(combat.turns.map((c) => [c.name, c.initiative])).toEqual([
      ["Smuggler", 15],
      ["Trooper", 12],
    ]);
  });
  it("a tie goes to the higher Perception: both 12, the smuggler's 3D before the trooper's 2D", async () => {
    const { fake, combat } = newCombat();
    fake.add({ name: "Trooper", actor: await createD6(stormtrooper) });
    fake.add({ name: "Smuggler", actor: await createD6(smuggler) });
    forcedResults.push(6, 6, 4, 4, 4);
    await combat.startCombat();
    expect(names(combat)).toEqual(["Smuggler", "Trooper"]);
  });
  it("a wounded character's Perception roll loses a die (−1D): 2D for the smuggler", async () => {
    const { fake, combat } = newCombat();
    const wounded = await createD6(smuggler);
    await updateActor(wounded, { "system.wounds.value": 1 });
    fake.add({ name: "Smuggler", actor: wounded });
    forcedResults.push(6, 6);
    await combat.startCombat();
    expect(combat.turns[0]?.initiative).toBe(12);
  });
});

describe("as a round ends", () => {
  async function oneFighter(change: Record<string, unknown>, flags: Record<string, unknown> = {}) {
    const { fake, combat } = newCombat();
    const actor = await createD6(smuggler);
    await updateActor(actor, { ...change, ...flags });
    await settle();
    const combatant = fake.add({ name: "Smuggler", actor, initiative: 10 });
    await combat.startCombat();
    return { combat, actor, combatant };
  }

  it("a mortally wounded character rolls 2D: 7 against his first round, he holds on", async () => {
    const { combat, actor } = await oneFighter({ "system.wounds.value": 4 });
    forcedResults.push(3, 4);
    await combat.nextRound();
    expect(health(actor)).toMatchObject({ wound: "mortallyWounded", mortallyWoundedRounds: 1 });
    expect(chat).toEqual([]);
  });
  it("mortally wounded for 4 rounds, his fifth ends with a 2D of 3: less than 5, he dies and is defeated", async () => {
    const { combat, actor, combatant } = await oneFighter({
      "system.wounds.value": 4,
      "system.wounds.mortallyWoundedRounds": 4,
    });
    forcedResults.push(1, 2);
    await combat.nextRound();
    await settle();
    expect(health(actor)?.wound).toBe("killed");
    expect(chat.map((entry) => entry.content)).toEqual([
      '<p class="swrpg-combat-note">Smuggler dies of his wounds.</p>',
    ]);
    expect(combatant.defeated).toBe(true);
  });
  it("a stabilized one rolls nothing", async () => {
    const { combat, actor } = await oneFighter({
      "system.wounds.value": 4,
      "system.wounds.stabilized": true,
      "system.wounds.mortallyWoundedRounds": 9,
    });
    await combat.nextRound();
    expect(health(actor)).toMatchObject({ wound: "mortallyWounded", mortallyWoundedRounds: 9 });
  });
  it("the stun's −1D counts down: 2 rounds, then 1", async () => {
    const { combat, actor } = await oneFighter({ "system.stun.value": 1, "system.stun.rounds": 2 });
    await combat.nextRound();
    expect(health(actor)).toMatchObject({ stuns: 1, stunRounds: 1 });
  });
  it("a knock-out's last round ends: he comes to", async () => {
    const { combat, actor } = await oneFighter(
      { "system.stun.unconscious": true },
      { "flags.swrpg.d6Knockout": 1 },
    );
    await combat.nextRound();
    expect(health(actor)?.unconscious).toBe(false);
    expect(injuryTimers(actor).knockout).toBe(0);
    expect(chat.map((entry) => entry.content)).toEqual([
      '<p class="swrpg-combat-note">Smuggler comes to.</p>',
    ]);
  });
  it("a stun's half hour runs out: it no longer affects him", async () => {
    const { combat, actor } = await oneFighter(
      { "system.stun.value": 2 },
      { "flags.swrpg.d6StunTimers": [1, 300] },
    );
    await combat.nextRound();
    expect(health(actor)?.stuns).toBe(1);
    expect(injuryTimers(actor).stunTimers).toEqual([299]);
  });
});

describe("what the tracker reads of a D6 combatant", () => {
  it("mortally wounded and not stabilized: dying; killed: dead; knocked out; groggy: one action", async () => {
    const { fake } = newCombat();
    const state = async (change: Record<string, unknown>) => {
      const actor = await createD6(smuggler);
      await updateActor(actor, change);
      const combatant = fake.add({ name: "x", actor }) as unknown as InstanceType<typeof D6Combatant>;
      return combatant.combatView?.state;
    };
    expect(await state({ "system.wounds.value": 4 })).toMatchObject({ condition: "dying", stable: false });
    expect(await state({ "system.wounds.value": 5 })).toMatchObject({ condition: "dead" });
    expect(await state({ "system.stun.unconscious": true })).toMatchObject({ knockedOut: true });
    expect(await state({ "system.wounds.value": 3 })).toMatchObject({ condition: "disabled" });
    expect(await state({})).toMatchObject({ condition: "unhurt", knockedOut: false });
  });
});
