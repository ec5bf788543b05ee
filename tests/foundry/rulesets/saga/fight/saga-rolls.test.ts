// Saga's roll classes on their own, with fixed dice, and round-tripped through a chat message's JSON.
// SagaAttackRoll: a natural 20 hits and is a critical, a natural 1 misses (Saga core, not in the texts); one roll
// against every Reflex of an area (saga-special-combat-rules.txt › Area Attacks, Autofire, Cover) or a splash.
// SagaDamageRoll: doubled on a critical (Saga core, not in the texts; the variant's Damage Calculation doubles
// the dice only), routed through shield rating, damage reduction, temporary and hit points and the damage
// threshold (saga-special-combat-rules.txt › Shield Rating, Damage Reduction, Stunning).
import { beforeEach, describe, expect, it } from "vitest";
import { registration } from "../../../../../src/dice/index.ts";
import type { SagaAttackCard } from "../../../../../src/rulesets/saga/card/card-data.ts";
import { sagaDamageSpec } from "../../../../../src/rulesets/saga/damage/damage-spec.ts";
import {
  SagaAttackRoll,
  type SagaAttackRollOptions,
} from "../../../../../src/rulesets/saga/dice/saga-attack-roll.ts";
import {
  SagaDamageRoll,
  type SagaDamageRollOptions,
} from "../../../../../src/rulesets/saga/dice/saga-damage-roll.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";
import { useDamageWorld } from "./damage-fixtures.ts";
import { sagaTrooper } from "./saga-actors.ts";

useDamageWorld("roll");
beforeEach(() => {
  registration.register();
  forcedResults.length = 0;
});

function roundTrip<R extends Roll.Any>(roll: R): Roll.Any {
  return Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())) as unknown as Roll.Data);
}

async function attack(bonus: number, dice: number[], options: SagaAttackRollOptions = {}) {
  forcedResults.push(...dice);
  const roll = SagaAttackRoll.forBonus(bonus, options);
  await roll.evaluate();
  return roll;
}

async function damage(formula: string, dice: number[], options: SagaDamageRollOptions = {}) {
  forcedResults.push(...dice);
  const roll = new SagaDamageRoll(formula, {}, options);
  await roll.evaluate();
  return roll;
}

describe("SagaAttackRoll against one defense", () => {
  it("the total against the defense, the target's own modifier included (equal hits)", async () => {
    const roll = await attack(5, [10]);
    expect(roll.hits({ defense: 15 })).toBe(true);
    expect(roll.hits({ defense: 16 })).toBe(false);
    expect(roll.hits({ defense: 15, modifier: -1 })).toBe(false);
    expect(roll.outcome({ defense: 12, modifier: 2 })).toMatchObject({
      total: 17,
      hit: true,
      critical: false,
    });
  });
  it("a natural 20 hits any defense and is a critical; a natural 1 misses any", async () => {
    const twenty = await attack(0, [20]);
    expect(twenty.outcome({ defense: 40 })).toMatchObject({ hit: true, critical: true });
    expect((await attack(30, [1])).hits({ defense: 10 })).toBe(false);
  });
  it("a 19 is no critical in core Saga; the variant's weapon threat range makes it one", async () => {
    expect((await attack(5, [19])).isCritical({ defense: 10 })).toBe(false);
    expect((await attack(5, [19], { threatRange: 19 })).isCritical({ defense: 10 })).toBe(true);
  });
  it("a heavy attack is never a critical (variant › Special Attacks), though a natural 20 still hits", async () => {
    const roll = await attack(0, [20], { heavy: true });
    expect(roll.outcome({ defense: 40 })).toMatchObject({ hit: true, critical: false });
  });
  it("with advantage two d20s are rolled and the higher counts", async () => {
    const roll = await attack(3, [6, 15], { advantage: true });
    expect(roll.formula).toBe("2d20kh + 3");
    expect(roll.natural).toBe(15);
    expect(roll.total).toBe(18);
  });
  it("with advantage both d20s are kept for the card, in the order rolled, the lower one dropped", async () => {
    const roll = await attack(3, [6, 15], { advantage: true });
    expect(roll.d20s).toEqual([
      { result: 6, kept: false },
      { result: 15, kept: true },
    ]);
    expect((await attack(3, [9])).d20s).toEqual([{ result: 9, kept: true }]);
    // A d20 the GM replays from a player's message has no dice of its own to list.
    expect(SagaAttackRoll.fromDice(3, { advantage: true }, 15).d20s).toEqual([]);
  });
  it("an unevaluated roll is compared with nothing", () => {
    expect(() => SagaAttackRoll.forBonus(2).hits({ defense: 10 })).toThrow(/not evaluated/);
  });
});

describe("SagaAttackRoll against an area: one roll, many defenses", () => {
  const area = [
    { id: "hit", reflex: 14 },
    { id: "missed", reflex: 18 },
    { id: "covered", reflex: 14, cover: "cover" as const },
    { id: "evading", reflex: 14, evasion: true },
  ];
  it("a hit takes it all, a miss half, a miss behind cover nothing, Evasion half of a hit", async () => {
    const roll = await attack(4, [11]); // 15
    const result = roll.againstArea(area, 10);
    expect(result.reachesTargets).toBe(true);
    expect(result.results.map((hit) => [hit.id, hit.hit, hit.damage])).toEqual([
      ["hit", true, 10],
      ["missed", false, 5],
      ["covered", false, 0], // Reflex 14 + 5 for cover = 19 > 15
      ["evading", true, 5],
    ]);
  });
  it("a total below 10 reaches nobody, unless the natural roll is a 20", async () => {
    expect((await attack(0, [9])).againstArea(area, 10).results.every((hit) => hit.damage === 0)).toBe(true);
    expect((await attack(-15, [20])).againstArea(area, 10).reachesTargets).toBe(true);
  });
  it("a splash: the struck target full on a hit, its neighbours half", async () => {
    const roll = await attack(4, [11]);
    const result = roll.againstSplash({ id: "struck", reflex: 14 }, [{ id: "near", reflex: 12 }], 10);
    expect(result.primary).toMatchObject({ hit: true, damage: 10 });
    expect(result.adjacent[0]).toMatchObject({ damage: 5 });
  });
});

describe("SagaAttackRoll in a chat message", () => {
  it("comes back from toJSON/fromData with its options and compares the same", async () => {
    const roll = await attack(5, [12, 3], { advantage: true, attackIndex: 0, heavy: true, targets: ["T.a"] });
    const rebuilt = roundTrip(roll);
    expect(rebuilt).toBeInstanceOf(SagaAttackRoll);
    const saga = rebuilt as SagaAttackRoll;
    expect(saga.natural).toBe(12);
    expect(saga.total).toBe(17);
    expect(saga.sagaOptions).toMatchObject({ advantage: true, heavy: true, targets: ["T.a"] });
    expect(saga.outcome({ defense: 17 })).toEqual(roll.outcome({ defense: 17 }));
  });
});

describe("SagaDamageRoll", () => {
  it("a critical doubles the damage; half halves it, rounded down", async () => {
    const roll = await damage("3d8", [3, 4, 6]); // 13
    expect(roll.amountFor()).toBe(13);
    expect(roll.criticalTotal).toBe(26);
    expect(roll.amountFor({ critical: true })).toBe(26);
    expect(roll.amountFor({ half: true })).toBe(6);
    expect(roll.amountFor({ amount: 7, critical: true })).toBe(7);
  });
  it("with the variant's formulas a critical doubles only the dice: 2d6 + 6 rolled 10 + 6 deals 26", async () => {
    const variantDamage = { kind: "ranged" as const, heroicLevel: 0, other: 6 };
    const roll = await damage("2d6 + 6", [4, 6], { variantDamage });
    expect(roll.total).toBe(16);
    expect(roll.criticalTotal).toBe(26);
  });
  it("routes 20 through SR 5 (the shield drops to 0), DR 2, 13 hit points and one step down the track", async () => {
    const trooper = await sagaTrooper({ shield: 5, dr: 2 }); // 30 hp, threshold 12
    const plan = (await damage("4d6 + 2", [6, 4, 4, 4])).routeTo(trooper, {}, {});
    expect(plan?.before).toEqual({ hp: 30, temp: 0, shield: 5, condition: 0 });
    expect(plan?.after).toEqual({ hp: 17, temp: 0, shield: 0, condition: 1 });
    expect(plan?.immune).toBe(false);
  });
  it("temporary hit points are lost first", async () => {
    const trooper = await sagaTrooper({ temp: 5 });
    const plan = (await damage("1d8", [8])).routeTo(trooper, {}, {});
    expect(plan?.after).toMatchObject({ hp: 27, temp: 0 });
  });
  it("a critical's doubled damage crosses the threshold a plain hit does not", async () => {
    const roll = await damage("1d8", [7]);
    expect(roll.routeTo(await sagaTrooper(), {}, {})?.after).toMatchObject({ hp: 23, condition: 0 });
    expect(roll.routeTo(await sagaTrooper(), { critical: true }, {})?.after).toMatchObject({
      hp: 16,
      condition: 1,
    });
  });
  it("stun cannot harm a droid: the plan says immune and changes nothing", async () => {
    const droid = await sagaTrooper({ droid: true });
    const plan = (await damage("2d6", [5, 5], { kind: "stun", types: ["stun"] })).routeTo(droid, {}, {});
    expect(plan?.immune).toBe(true);
    expect(plan?.after).toEqual(plan?.before);
  });
  it("an unevaluated roll routes nothing", () => {
    expect(() => new SagaDamageRoll("1d8").amountFor()).toThrow(/not evaluated/);
  });
  it("comes back from toJSON/fromData with its options and routes the same", async () => {
    const roll = await damage("3d8 + 2", [8, 8, 8], { kind: "normal", types: ["energy"], lightsaber: true });
    const rebuilt = roundTrip(roll);
    expect(rebuilt).toBeInstanceOf(SagaDamageRoll);
    const saga = rebuilt as SagaDamageRoll;
    expect(saga.total).toBe(26);
    expect(saga.sagaOptions).toMatchObject({ types: ["energy"], lightsaber: true });
    const trooper = await sagaTrooper({ dr: 5 });
    // A lightsaber ignores damage reduction (saga-special-combat-rules.txt › Damage Reduction): 26 of 30.
    expect(saga.routeTo(trooper, {}, {})?.after).toMatchObject({ hp: 4 });
  });
});

describe("Apply takes the card's damage from the message's SagaDamageRoll", () => {
  const card = {
    version: 1,
    attacker: { uuid: "Actor.a", name: "A", img: "" },
    weapon: { id: "w", name: "Rifle", img: "" },
    kind: "ranged",
    shape: "single",
    fire: "single",
    area: null,
    damageTypes: ["energy"],
    lightsaber: false,
    stun: false,
    refused: [],
    attacks: [
      {
        index: 0,
        bonus: 5,
        parts: [],
        natural: 20,
        total: 25,
        rollIndex: 0,
        reachesTargets: true,
        damageFormula: "3d8",
        damage: { formula: "3d8", total: 13, rollIndex: 1 },
        targets: [
          {
            tokenUuid: "T.a",
            actorUuid: "Actor.t",
            name: "T",
            img: "",
            parts: [],
            total: 25,
            defense: 15,
            defenseKind: "reflex",
            cover: "none",
            compared: 15,
            evasion: false,
            role: null,
            hit: true,
            critical: true,
            lands: true,
          },
        ],
      },
    ],
  } as unknown as SagaAttackCard;
  it("the roll doubles the critical the card shows (13 → 26), and half of it is 13", async () => {
    const roll = await damage("3d8", [3, 4, 6]);
    expect(sagaDamageSpec(card, 0, "T.a", "full", roll)).toMatchObject({ amount: 26, critical: true, roll });
    expect(sagaDamageSpec(card, 0, "T.a", "half", roll)).toMatchObject({ amount: 13 });
  });
  it("no roll, or a roll whose total is not the card's, is refused", async () => {
    expect(sagaDamageSpec(card, 0, "T.a", "full", null)).toEqual({ refused: "rollMismatch" });
    const other = await damage("3d8", [8, 8, 8]);
    expect(sagaDamageSpec(card, 0, "T.a", "full", other)).toEqual({ refused: "rollMismatch" });
  });
});
