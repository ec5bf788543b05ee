// D6Roll and D6DamageRoll: a dice code rolled through core Roll (the stand-in), the Wild Die apart and read by
// the engine (d6.wildDieTotal: D6 core, not in the text), rebuilt from chat data by class name, and the
// damage resolved against a Strength roll through the Character Damage Chart (d6-combat.txt).
import "../../../rolls/fake-roll.ts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { D6DamageRoll } from "../../../../../src/rulesets/d6/dice/d6-damage-roll.ts";
import { D6Roll, d6Formula } from "../../../../../src/rulesets/d6/dice/d6-roll.ts";
import { forcedResults } from "../../../rolls/fake-roll.ts";

const code = (dice: number, pips = 0) => ({ dice, pips });

beforeAll(() => {
  for (const cls of [D6Roll, D6DamageRoll]) if (!CONFIG.Dice.rolls.includes(cls)) CONFIG.Dice.rolls.push(cls);
});
beforeEach(() => {
  forcedResults.length = 0;
});

async function rolled<R extends D6Roll>(roll: R, ...faces: number[]): Promise<R> {
  forcedResults.push(...faces);
  await roll.evaluate();
  return roll;
}

function roundTrip(roll: Roll.Any): Roll.Any {
  return Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())) as unknown as Roll.Data);
}

describe("the formula of a dice code", () => {
  it("4D+1: four d6 and the pips", () => {
    expect(d6Formula(code(4, 1), false)).toBe("4d6 + 1");
  });
  it("with the Wild Die one of the four explodes on a 6, flavored wild", () => {
    expect(d6Formula(code(4, 1), true)).toBe("3d6 + 1d6x6[wild] + 1");
  });
  it("1D with the Wild Die: the Wild Die alone", () => {
    expect(d6Formula(code(1), true)).toBe("1d6x6[wild]");
  });
  it("3D-1 subtracts the pip", () => {
    expect(d6Formula(code(3, -1), false)).toBe("3d6 - 1");
  });
  it("no dice left (0D+2, or a penalty past 0D): the pips alone", () => {
    expect(d6Formula(code(0, 2), true)).toBe("2");
    expect(d6Formula(code(-1, 0), false)).toBe("0");
  });
});

describe("D6Roll", () => {
  it("without the Wild Die: the faces plus the pips", async () => {
    const roll = await rolled(D6Roll.fromCode(code(4, 1)), 2, 5, 3, 6);
    expect(roll.total).toBe(17);
    expect(roll.readout).toMatchObject({ faces: [2, 5, 3, 6], wild: [], total: 17, removed: null });
  });
  it("a 6 on an ordinary die does not explode without the Wild Die", async () => {
    const roll = await rolled(D6Roll.fromCode(code(1)), 6, 4);
    expect(roll.total).toBe(6);
  });
  it("the Wild Die shows apart: 2, 5, 3 and a wild 4, +1 is 15", async () => {
    const roll = await rolled(D6Roll.fromCode(code(4, 1), { wildDie: true }), 2, 5, 3, 4);
    expect(roll.total).toBe(15);
    expect(roll.readout).toMatchObject({ faces: [2, 5, 3], wild: [4], removed: null, complication: false });
  });
  it("a wild 6 adds and rolls again as long as sixes come: 6, 6, 3 adds 15", async () => {
    const roll = await rolled(D6Roll.fromCode(code(4, 1), { wildDie: true }), 2, 5, 3, 6, 6, 3);
    expect(roll.total).toBe(26);
    expect(roll.readout?.wild).toEqual([6, 6, 3]);
  });
  it("a wild 1 removes itself and the highest other die (5): 2 + 3 + 1 is 6, both shown discarded", async () => {
    const roll = await rolled(D6Roll.fromCode(code(4, 1), { wildDie: true }), 2, 5, 3, 1);
    expect(roll.total).toBe(6);
    expect(roll.readout).toMatchObject({ removed: 5, total: 6 });
    const [plain, wild] = roll.dice;
    expect(wild?.results[0]).toMatchObject({ result: 1, active: false, discarded: true });
    expect(plain?.results.filter((r) => r.discarded).map((r) => r.result)).toEqual([5]);
  });
  it("a wild 1 the GM calls a complication adds normally and says so", async () => {
    const roll = await rolled(D6Roll.fromCode(code(2), { wildDie: true, onOne: "complication" }), 4, 1);
    expect(roll.total).toBe(5);
    expect(roll.readout).toMatchObject({ removed: null, complication: true });
  });
  it("Dice So Nice sees the Wild Die's own appearance on its term, and only there", () => {
    const roll = D6Roll.fromCode(code(3), { wildDie: true });
    const [plain, wild] = roll.dice as unknown as { options: Record<string, unknown> }[];
    expect(wild?.options.appearance).toMatchObject({ colorset: "custom" });
    expect(plain?.options.appearance).toBeUndefined();
  });
  it("rebuilt from chat data by class name, with its code, total and Wild Die", async () => {
    const roll = await rolled(D6Roll.fromCode(code(3, 2), { wildDie: true }), 4, 2, 6, 1);
    const rebuilt = roundTrip(roll as unknown as Roll.Any);
    expect(rebuilt).toBeInstanceOf(D6Roll);
    expect(rebuilt.total).toBe(15);
    expect((rebuilt as unknown as D6Roll).readout).toMatchObject({ faces: [4, 2], wild: [6, 1], total: 15 });
  });
  it("an unevaluated roll has no readout", () => {
    expect(D6Roll.fromCode(code(2)).readout).toBeNull();
  });
});

describe("D6DamageRoll against a Strength roll (Character Damage Chart)", () => {
  const trooper = { wound: "healthy" as const, strengthDice: 2 };
  it("20 damage against a Strength roll of 14: 6 more, wounded, prone", async () => {
    const roll = await rolled(D6DamageRoll.fromDamage(code(5)), 4, 4, 4, 4, 4);
    const outcome = roll.resolveAgainst(trooper, { resistTotal: 14 });
    expect(outcome).toMatchObject({ difference: 6, result: "wounded", fallsProne: true });
    expect(outcome?.health.wound).toBe("wounded");
  });
  it("set for stun, the same roll knocks out for 2D minutes instead of wounding", async () => {
    const roll = await rolled(D6DamageRoll.fromDamage(code(5), { stun: true }), 4, 4, 4, 4, 4);
    const outcome = roll.resolveAgainst(trooper, { resistTotal: 14 });
    expect(outcome).toMatchObject({ result: "unconscious", unconsciousFor: code(2) });
    expect(outcome?.health.wound).toBe("healthy");
  });
  it("a Strength roll that equals the damage still stuns; one higher has no effect", async () => {
    const roll = await rolled(D6DamageRoll.fromDamage(code(3)), 3, 3, 3);
    expect(roll.resolveAgainst(trooper, { resistTotal: 9 })?.result).toBe("stunned");
    expect(roll.resolveAgainst(trooper, { resistTotal: 10 })?.result).toBe("noEffect");
  });
  it("keeps its damage type and stun through chat data", async () => {
    const roll = await rolled(
      D6DamageRoll.fromDamage(code(4), { damageType: "energy", stun: true }),
      1,
      2,
      3,
      4,
    );
    const rebuilt = roundTrip(roll as unknown as Roll.Any) as unknown as D6DamageRoll;
    expect(rebuilt).toBeInstanceOf(D6DamageRoll);
    expect(rebuilt.damageOptions).toMatchObject({ damageType: "energy", stun: true, code: code(4) });
  });
  it("before it is rolled it resolves nothing", () => {
    expect(D6DamageRoll.fromDamage(code(4)).resolveAgainst(trooper, { resistTotal: 3 })).toBeNull();
  });
});
