// RCR's AttackRoll on its own, with fixed dice: its threat range, the confirmation it rolls itself, hit and
// critical against a target, and the round trip through a chat message's JSON.
// rcr-combat.txt › Automatic Misses and Hits, Critical Hits, Increased Threat Range, Improved Critical.
import "./fake-roll.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { registration } from "../../../src/dice/index.ts";
import { AttackRoll, type AttackRollOptions } from "../../../src/rulesets/rcr/dice/attack-roll.ts";
import { forcedResults } from "./fake-roll.ts";

beforeAll(() => registration.register());

/** A chat message stores `toJSON()` as JSON and rebuilds with `Roll.fromData` (the types want Roll.Data). */
function roundTrip(roll: Roll.Any): Roll.Any {
  return Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())) as unknown as Roll.Data);
}

async function rolled(
  bonus: number,
  naturals: number[],
  options: AttackRollOptions = {},
): Promise<AttackRoll> {
  forcedResults.length = 0;
  forcedResults.push(...naturals);
  const roll = AttackRoll.forBonus(bonus, options);
  await roll.evaluate();
  return roll;
}

describe("AttackRoll: threat range", () => {
  it("a plain weapon threatens on a natural 20 only", async () => {
    expect((await rolled(5, [19, 10])).isThreat).toBe(false);
    expect((await rolled(5, [20, 10])).isThreat).toBe(true);
  });
  it("a 19-20 weapon threatens on 19 (Increased Threat Range) and not on 18", async () => {
    expect((await rolled(5, [19, 10], { threatRange: 19 })).isThreat).toBe(true);
    expect((await rolled(5, [18, 10], { threatRange: 19 })).isThreat).toBe(false);
  });
  it("Improved Critical doubles the range through the engine: 19-20 becomes 17-20", async () => {
    const improved = await rolled(5, [17, 10], { threatRange: 19, improvedCritical: true });
    expect(improved.threatRange).toBe(17);
    expect(improved.isThreat).toBe(true);
    expect((await rolled(5, [16, 10], { threatRange: 19, improvedCritical: true })).isThreat).toBe(false);
  });
  it("an unarmed strike threatens only with Martial Arts", async () => {
    expect((await rolled(5, [20, 10], { unarmed: true })).isThreat).toBe(false);
    expect((await rolled(5, [20, 10], { unarmed: true, martialArts: true })).isThreat).toBe(true);
  });
});

describe("AttackRoll: its own confirmation", () => {
  it("a threat rolls the confirmation at once, with the same bonus", async () => {
    const roll = await rolled(8, [20, 15]);
    expect(roll.confirmation).toBeInstanceOf(AttackRoll);
    expect(roll.confirmation?.natural).toBe(15);
    expect(roll.confirmation?.total).toBe(23);
    expect(roll.confirmation?.bonus).toBe(8);
    expect(roll.confirmation?.attackOptions.purpose).toBe("confirm");
  });
  it("no threat, no confirmation (the next die is left alone)", async () => {
    const roll = await rolled(8, [12, 15]);
    expect(roll.confirmation).toBeNull();
    expect(forcedResults).toEqual([15]);
  });
  it("a confirmation that is itself a natural 20 rolls no further confirmation", async () => {
    const roll = await rolled(8, [20, 20, 7]);
    expect(roll.confirmation?.natural).toBe(20);
    expect(roll.confirmation?.confirmation).toBeNull();
    expect(forcedResults).toEqual([7]);
  });
  it("a roll in the threat range that misses every target it is made against cannot threaten", async () => {
    const roll = await rolled(2, [19, 15], { threatRange: 19, against: [{ defense: 25 }] });
    expect(roll.isThreat).toBe(false);
    expect(roll.confirmation).toBeNull();
  });
  it("against several targets, a hit on one of them is enough to confirm", async () => {
    const roll = await rolled(2, [19, 15], {
      threatRange: 19,
      against: [{ defense: 25 }, { defense: 20, modifier: -1 }],
    });
    expect(roll.isThreat).toBe(true);
    expect(roll.confirmation?.natural).toBe(15);
  });
  it("a target immune to criticals is not threatened, so alone it gets no confirmation", async () => {
    const roll = await rolled(2, [20, 15], { against: [{ defense: 10, immuneToCriticals: true }] });
    expect(roll.isThreat).toBe(false);
    expect(roll.confirmation).toBeNull();
  });
  it("an empty target list confirms nothing", async () => {
    expect((await rolled(2, [20, 15], { against: [] })).confirmation).toBeNull();
  });
});

describe("AttackRoll: against a target", () => {
  it("a natural 1 misses a Defense the total beats; a natural 20 hits one it cannot reach", async () => {
    expect((await rolled(30, [1])).hits({ defense: 15 })).toBe(false);
    expect((await rolled(0, [20, 3])).hits({ defense: 40 })).toBe(true);
  });
  it("the total against Defense decides otherwise, the target's own modifier included", async () => {
    const roll = await rolled(8, [8]);
    expect(roll.hits({ defense: 16 })).toBe(true);
    expect(roll.hits({ defense: 17 })).toBe(false);
    expect(roll.hits({ defense: 16, modifier: -1 })).toBe(false);
  });
  it("a threat is a critical when the confirmation hits the same Defense, else a plain hit", async () => {
    const confirmed = await rolled(5, [19, 10], { threatRange: 19 });
    expect(confirmed.isCritical({ defense: 15 })).toBe(true);
    expect(confirmed.outcome({ defense: 15 })).toMatchObject({ hit: true, threat: true, confirmTotal: 15 });
    expect(confirmed.isCritical({ defense: 16 })).toBe(false);
    expect(confirmed.hits({ defense: 16 })).toBe(true);
  });
  it("the confirmation takes the target's modifier too (the same modifiers as the attack)", async () => {
    const roll = await rolled(5, [20, 10]);
    expect(roll.outcome({ defense: 14, modifier: -2 })).toMatchObject({ critical: false, confirmTotal: 13 });
    expect(roll.outcome({ defense: 13, modifier: -2 })).toMatchObject({ critical: true, confirmTotal: 13 });
  });
  it("no critical against a target immune to them, even on a confirmed threat", async () => {
    const roll = await rolled(5, [20, 19]);
    expect(roll.isCritical({ defense: 10 })).toBe(true);
    expect(roll.isCritical({ defense: 10, immuneToCriticals: true })).toBe(false);
  });
  it("a hit lost to concealment lands nowhere and is no critical", async () => {
    const roll = await rolled(5, [20, 19]);
    const outcome = roll.outcome({ defense: 10, missChance: 20 }, 15);
    expect(outcome).toMatchObject({ hit: true, concealed: true, lands: false, critical: false });
    expect(roll.outcome({ defense: 10, missChance: 20 }, 21)).toMatchObject({ lands: true, critical: true });
  });
  it("an unevaluated roll cannot be compared with a target", () => {
    expect(() => AttackRoll.forBonus(2, {}).hits({ defense: 10 })).toThrow(/not evaluated/);
  });
});

describe("AttackRoll: in a chat message", () => {
  it("the confirmation travels with the roll through toJSON and fromData", async () => {
    const roll = await rolled(8, [19, 12], { threatRange: 19, attackIndex: 2, targets: ["Scene.s.Token.a"] });
    const rebuilt = roundTrip(roll);
    expect(rebuilt).toBeInstanceOf(AttackRoll);
    const attack = rebuilt as AttackRoll;
    expect(attack.natural).toBe(19);
    expect(attack.total).toBe(27);
    expect(attack.attackOptions).toMatchObject({ attackIndex: 2, threatRange: 19 });
    expect(attack.confirmation).toBeInstanceOf(AttackRoll);
    expect(attack.confirmation?.natural).toBe(12);
    expect(attack.confirmation?.total).toBe(20);
    expect(attack.isCritical({ defense: 20 })).toBe(true);
    expect(attack.isCritical({ defense: 21 })).toBe(false);
  });
  it("a roll without a threat comes back without a confirmation", async () => {
    const rebuilt = roundTrip(await rolled(8, [5])) as AttackRoll;
    expect(rebuilt.confirmation).toBeNull();
    expect(rebuilt.total).toBe(13);
  });
  it("Dice So Nice sees both d20s: the roll's dice include the confirmation's", async () => {
    const roll = await rolled(8, [20, 4]);
    expect(roll.dice.map((die) => die.results.map((result) => result.result))).toEqual([[20], [4]]);
    const rebuilt = roundTrip(roll);
    expect(rebuilt.dice).toHaveLength(2);
    expect((await rolled(8, [5])).dice).toHaveLength(1);
  });
  it("the natural roll stays the attack's own d20", async () => {
    const roll = await rolled(8, [20, 4]);
    expect(roll.natural).toBe(20);
    expect(roll.total).toBe(28);
  });
});
