// D6 card damage on an actor: the target rolls Strength (armor by damage type, the injuries' penalty) to
// resist, the engine takes the hit through the Character Damage Chart with escalation and stun, a knock-out's
// minutes are rolled, a wounded character falls prone, armor hit through a protected area is damaged; an
// exact undo from the log. d6-combat.txt › Character Damage Chart; Stun Damage; Armor; Damaged Armor;
// Game Option: Hit Location.
import "../../../rolls/fake-roll.ts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { injuryTimers } from "../../../../../src/rulesets/d6/combat/injury-timers.ts";
import { d6Damage } from "../../../../../src/rulesets/d6/damage/d6-damage.ts";
import type { D6DamageSpec } from "../../../../../src/rulesets/d6/damage/damage-spec.ts";
import { d6ActorStats } from "../../../../../src/rulesets/d6/data/actor-stats.ts";
import { installStatusEffects } from "../../../../../src/rulesets/install.ts";
import { installSettings } from "../../../fakes/settings.ts";
import { FakeRoll, forcedResults } from "../../../rolls/fake-roll.ts";
import {
  createD6,
  d6SystemOf,
  itemNamed,
  registerSystem,
  settle,
  smuggler,
  stormtrooper,
  updateActor,
  updateItem,
} from "../data/d6-fixtures.ts";

const source = { messageId: "msg1", attackIndex: 0 };
const hit = (amount: number, more: Partial<D6DamageSpec> = {}): D6DamageSpec => ({
  amount,
  damageType: "energy",
  stun: false,
  location: null,
  ...more,
});

beforeAll(() => {
  registerSystem();
  let id = 0;
  Object.assign(foundry, {
    utils: { ...(foundry as { utils?: object }).utils, randomID: () => `log${++id}` },
  });
  Object.assign(globalThis, {
    ChatMessage: { getSpeaker: ({ actor }: { actor?: { name: string } } = {}) => ({ alias: actor?.name }) },
  });
});
beforeEach(() => {
  installSettings({ ruleset: "d6" });
  // A WEG D6 world's token statuses (the system's init installs the world ruleset's).
  installStatusEffects();
  forcedResults.length = 0;
  FakeRoll.posted.length = 0;
});

const wound = (actor: Actor.Implementation) => d6ActorStats(actor)?.health.wound;

describe("the Strength roll against the damage", () => {
  it("20 against the smuggler's Strength 3D+2 rolling 16: 4 more, wounded, prone", async () => {
    const target = await createD6(smuggler);
    forcedResults.push(5, 5, 4);
    const applied = await d6Damage.apply(target, hit(20), source);
    await settle();
    expect(wound(target)).toBe("wounded");
    expect(target.statuses.has("prone")).toBe(true);
    expect(target.statuses.has("wounded")).toBe(true);
    expect(applied?.taken).toEqual({ damage: 20, resist: 16, result: 3, wound: 1, minutes: 0 });
    expect(FakeRoll.posted).toEqual([
      { formula: "3d6 + 2", total: 16, flavor: "Strength against 20 damage: 3D+2 (Strength 3D+2)" },
    ]);
  });
  it("a Strength roll equal to the damage still stuns: one stun, −1D for this round and the next, half an hour", async () => {
    const target = await createD6(smuggler);
    forcedResults.push(6, 6, 6);
    const applied = await d6Damage.apply(target, hit(20), source);
    expect(d6ActorStats(target)?.health).toMatchObject({ wound: "healthy", stuns: 1, stunRounds: 2 });
    expect(injuryTimers(target)).toEqual({ knockout: 0, stunTimers: [360] });
    expect(applied?.taken.result).toBe(1);
    expect(target.statuses.has("prone")).toBe(false);
  });
  it("a higher Strength roll: no effect", async () => {
    const target = await createD6(smuggler);
    forcedResults.push(6, 6, 6);
    await d6Damage.apply(target, hit(19), source);
    expect(d6ActorStats(target)?.health).toMatchObject({ wound: "healthy", stuns: 0 });
  });
  it("wounded again: wounded twice (the escalation)", async () => {
    const target = await createD6(smuggler);
    await updateActor(target, { "system.wounds.value": 1 });
    // Wounded: −1D to attribute rolls, so Strength 3D+2 rolls 2D+2.
    forcedResults.push(3, 3);
    await d6Damage.apply(target, hit(14), source);
    expect(wound(target)).toBe("woundedTwice");
    expect(FakeRoll.posted[0]?.formula).toBe("2d6 + 2");
    expect(FakeRoll.posted[0]?.flavor).toBe("Strength against 14 damage: 2D+2 (Strength 3D+2, Injuries -1D)");
  });
});

describe("armor (d6-combat.txt › Armor; Damaged Armor)", () => {
  it("stormtrooper armor adds +1D against energy: Strength 2D and 1D roll 9; 13 wounds him and the armor is lightly damaged", async () => {
    const target = await createD6(stormtrooper);
    forcedResults.push(3, 3, 3);
    await d6Damage.apply(target, hit(13), source);
    expect(FakeRoll.posted[0]?.formula).toBe("3d6");
    expect(wound(target)).toBe("wounded");
    expect(d6SystemOf(target).wornArmor?.armor.condition).toBe("lightlyDamaged");
  });
  it("+2D against physical attacks: four dice", async () => {
    const target = await createD6(stormtrooper);
    forcedResults.push(1, 1, 1, 1);
    await d6Damage.apply(target, hit(5, { damageType: "physical" }), source);
    expect(FakeRoll.posted[0]?.formula).toBe("4d6");
    expect(FakeRoll.posted[0]?.flavor).toContain("Armor +2D");
  });
  it("with hit location, a head shot past armor that covers the torso only: no armor dice, no armor damage", async () => {
    installSettings({ ruleset: "d6", d6HitLocation: true });
    installStatusEffects();
    const target = await createD6(stormtrooper);
    const armor = itemNamed(target, "Stormtrooper armor");
    await updateItem(armor, {
      "system.covers": { head: false, leftArm: false, rightArm: false, leftLeg: false, rightLeg: false },
    });
    forcedResults.push(3, 3);
    await d6Damage.apply(target, hit(12, { location: "head" }), source);
    expect(FakeRoll.posted[0]?.formula).toBe("2d6");
    expect(wound(target)).toBe("wounded");
    expect(d6SystemOf(target).wornArmor?.armor.condition).toBe("intact");
  });
});

describe("knocked out", () => {
  it("set for stun, a wounding hit knocks out for 2D minutes instead (7: 84 rounds)", async () => {
    const target = await createD6(smuggler);
    forcedResults.push(2, 2, 2, 3, 4);
    const applied = await d6Damage.apply(target, hit(20, { stun: true }), source);
    await settle();
    expect(d6ActorStats(target)?.health).toMatchObject({ wound: "healthy", unconscious: true });
    expect(injuryTimers(target).knockout).toBe(84);
    expect(applied?.taken).toMatchObject({ result: 2, minutes: 7 });
    expect(target.statuses.has("unconscious")).toBe(true);
  });
  it("incapacitated: unconscious for 10D minutes", async () => {
    const target = await createD6(smuggler);
    forcedResults.push(1, 1, 1, ...Array<number>(10).fill(2));
    const applied = await d6Damage.apply(target, hit(17), source);
    expect(wound(target)).toBe("incapacitated");
    expect(applied?.taken.minutes).toBe(20);
    expect(injuryTimers(target).knockout).toBe(240);
  });
});

describe("undo", () => {
  it("restores the state, the armor and the statuses from before the hit, and clears the log entry", async () => {
    const target = await createD6(stormtrooper);
    forcedResults.push(3, 3, 3);
    await d6Damage.apply(target, hit(13), source);
    await settle();
    expect(d6Damage.logged(target, source)).toBe(true);
    expect(await d6Damage.undo(target, source)).toBe(true);
    await settle();
    expect(wound(target)).toBe("healthy");
    expect(d6SystemOf(target).wornArmor?.armor.condition).toBe("intact");
    expect(target.statuses.has("prone")).toBe(false);
    expect(target.statuses.has("wounded")).toBe(false);
    expect(d6Damage.logged(target, source)).toBe(false);
  });
  it("a hit taken since leaves the older one to the GM: nothing is undone", async () => {
    const target = await createD6(smuggler);
    forcedResults.push(5, 5, 4, 1, 1, 1);
    await d6Damage.apply(target, hit(20), source);
    await d6Damage.apply(target, hit(12), { messageId: "msg2", attackIndex: 0 });
    expect(wound(target)).toBe("woundedTwice");
    expect(await d6Damage.undo(target, source)).toBe(false);
    expect(wound(target)).toBe("woundedTwice");
    expect(await d6Damage.undo(target, { messageId: "msg2", attackIndex: 0 })).toBe(true);
    expect(wound(target)).toBe("wounded");
  });
});

describe("D6DamageRoll#routeTo: the engine's outcome for an actor", () => {
  it("a wounded smuggler takes 20 against a Strength roll of 14: wounded twice (the escalation), nothing written", async () => {
    const { D6DamageRoll } = await import("../../../../../src/rulesets/d6/dice/d6-damage-roll.ts");
    const target = await createD6(smuggler);
    await updateActor(target, { "system.wounds.value": 1 });
    forcedResults.push(5, 5, 5, 5);
    const roll = await D6DamageRoll.fromDamage({ dice: 4, pips: 0 }).evaluate();
    expect(roll.routeTo(target, { resistTotal: 14 })).toMatchObject({
      result: "wounded",
      health: { wound: "woundedTwice" },
    });
    expect(wound(target)).toBe("wounded");
  });
});
