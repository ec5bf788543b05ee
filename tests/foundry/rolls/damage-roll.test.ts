// RCR's DamageRoll on its own, with fixed dice: routeTo gives the engine's plan for one target.
// rcr-combat.txt › Vitality Points and Wound Points, Damage Rolls, Critical Hits, Damage Reduction,
// Minimum Weapon Damage; rcr-additional-combat-rules.txt › Pulling a Blow.
import "./fake-roll.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { registration } from "../../../src/dice/index.ts";
import type { RcrHealth } from "../../../src/rulesets/rcr/damage/actor-health.ts";
import { DamageRoll, type DamageRollOptions } from "../../../src/rulesets/rcr/dice/damage-roll.ts";
import { createActor, registerSystem, soldier, stormtrooper } from "../data/fixtures.ts";
import { forcedResults } from "./fake-roll.ts";

beforeAll(() => {
  registerSystem();
  registration.register();
});

async function rolled(formula: string, dice: number[], options: DamageRollOptions = {}): Promise<DamageRoll> {
  forcedResults.length = 0;
  forcedResults.push(...dice);
  const roll = new DamageRoll(formula, {}, options);
  await roll.evaluate();
  return roll;
}

const heroic: RcrHealth = {
  vitality: 5,
  wounds: 12,
  woundsMax: 12,
  heroic: true,
  damageReduction: 2,
  woundsLostThisRound: 1,
};
const ordinary: RcrHealth = { ...heroic, heroic: false, vitality: 0 };

describe("DamageRoll#routeTo: the engine's plan for one target", () => {
  it("vitality first, the overflow to wounds less armor DR, with the Fortitude DC", async () => {
    const roll = await rolled("3d6", [3, 4, 3]); // 10
    const plan = roll.routeTo(heroic);
    expect(plan?.before).toEqual({ vitality: 5, wounds: 12, woundsLostThisRound: 1 });
    expect(plan?.after).toEqual({ vitality: 0, wounds: 9, woundsLostThisRound: 4 });
    expect(plan?.result).toMatchObject({ vitalityLost: 5, woundsLost: 3, reducedByDamageReduction: 2 });
    expect(plan?.result.fortitudeDC).toBe(9);
  });
  it("damage within vitality touches no wounds", async () => {
    const plan = (await rolled("1d4", [4])).routeTo(heroic);
    expect(plan?.after).toMatchObject({ vitality: 1, wounds: 12 });
    expect(plan?.result.fortitudeDC).toBeNull();
  });
  it("the target's own bonus (point blank) is added to the roll", async () => {
    const plan = (await rolled("1d4", [4])).routeTo(heroic, { bonus: 1 });
    expect(plan?.after).toMatchObject({ vitality: 0, wounds: 12 });
  });
  it("a critical against a heroic target goes straight to wounds, through DR", async () => {
    const plan = (await rolled("1d8", [6])).routeTo(heroic, { critical: true });
    expect(plan?.after).toMatchObject({ vitality: 5, wounds: 8 });
  });
  it("the roll's own critical option counts when the target says nothing; the target's word wins", async () => {
    const roll = await rolled("1d8", [6], { critical: true });
    expect(roll.routeTo(heroic)?.after).toMatchObject({ vitality: 5, wounds: 8 });
    expect(roll.routeTo(heroic, { critical: false })?.after).toMatchObject({ vitality: 0, wounds: 12 });
  });
  it("a critical drops an ordinary target to -1 wounds, whatever the roll", async () => {
    const plan = (await rolled("1d4", [1])).routeTo(ordinary, { critical: true });
    expect(plan?.after.wounds).toBe(-1);
  });
  it("half damage halves, rounding down, never below 1; vitality only never reaches wounds", async () => {
    expect((await rolled("1d8", [7])).routeTo(heroic, { halfDamage: true })?.result.effectiveDamage).toBe(3);
    expect((await rolled("1d8", [1])).routeTo(heroic, { halfDamage: true })?.result.effectiveDamage).toBe(1);
    const pulled = (await rolled("2d8", [8, 8])).routeTo(heroic, { vitalityOnly: true, critical: true });
    expect(pulled?.after).toMatchObject({ vitality: 0, wounds: 12 });
  });
  it("routes into an RCR actor's own health: a soldier with 12 vitality takes 15 as 12 vitality and 3 wounds", async () => {
    const hero = await createActor(soldier()); // vitality 12, wounds 15, no armor
    const plan = (await rolled("2d8 + 1", [7, 7])).routeTo(hero);
    expect(plan?.before).toEqual({ vitality: 12, wounds: 15, woundsLostThisRound: 0 });
    expect(plan?.after).toEqual({ vitality: 0, wounds: 12, woundsLostThisRound: 3 });
  });
  it("an ordinary trooper's armor DR 5 takes 5 of 8", async () => {
    const trooper = await createActor(stormtrooper());
    expect((await rolled("1d8", [8])).routeTo(trooper)?.after.wounds).toBe(9);
  });
  it("an unevaluated roll has no plan to give", () => {
    expect(() => new DamageRoll("1d8").routeTo(heroic)).toThrow(/not evaluated/);
  });
});

describe("DamageRoll in a chat message", () => {
  it("comes back from toJSON/fromData with its options and routes the same", async () => {
    const roll = await rolled("2d6 + 2", [5, 6], { critical: true, damageType: "energy", attackIndex: 1 });
    const rebuilt = Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())) as unknown as Roll.Data);
    expect(rebuilt).toBeInstanceOf(DamageRoll);
    const damage = rebuilt as DamageRoll;
    expect(damage.total).toBe(13);
    expect(damage.damageOptions).toMatchObject({ critical: true, damageType: "energy", attackIndex: 1 });
    expect(damage.routeTo(heroic)).toEqual(roll.routeTo(heroic));
    expect(damage.routeTo(heroic)?.after).toMatchObject({ vitality: 5, wounds: 1 });
  });
});
