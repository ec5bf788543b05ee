// AttackRoll and DamageRoll: registered in CONFIG.Dice.rolls, rebuilt from chat data by class name with
// their options, and reading the natural d20.
import "./fake-roll.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { registration } from "../../../src/dice/index.ts";
import { AttackRoll } from "../../../src/rulesets/rcr/dice/attack-roll.ts";
import { DamageRoll } from "../../../src/rulesets/rcr/dice/damage-roll.ts";
import { forcedResults } from "./fake-roll.ts";

beforeAll(() => registration.register());

function roundTrip<T extends Roll.Any>(roll: T): Roll.Any {
  // A chat message stores `toJSON()` and rebuilds with `Roll.fromData` (the types want Roll.Data).
  return Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())) as unknown as Roll.Data);
}

describe("roll classes", () => {
  it("are registered once in CONFIG.Dice.rolls", () => {
    registration.register();
    expect(CONFIG.Dice.rolls.filter((cls) => cls === AttackRoll)).toHaveLength(1);
    expect(CONFIG.Dice.rolls).toContain(DamageRoll);
  });
  it("an attack roll survives serialization with its class, options and natural roll", async () => {
    forcedResults.push(19);
    const roll = AttackRoll.forBonus(8, {
      purpose: "attack",
      attackIndex: 1,
      threatRange: 19,
      parts: [{ label: "bab", value: 6 }],
      targets: ["Scene.s.Token.a"],
    });
    await roll.evaluate();
    expect(roll.formula).toBe("1d20 + 8");
    const rebuilt = roundTrip(roll);
    expect(rebuilt).toBeInstanceOf(AttackRoll);
    const attack = rebuilt as AttackRoll;
    expect(attack.natural).toBe(19);
    expect(attack.total).toBe(27);
    expect(attack.inThreatRange).toBe(true);
    expect(attack.attackOptions).toMatchObject({
      threatRange: 19,
      targets: ["Scene.s.Token.a"],
      attackIndex: 1,
    });
  });
  it("a negative bonus is written as a subtraction", () => {
    expect(AttackRoll.forBonus(-3, {}).formula).toBe("1d20 - 3");
  });
  it("a natural below the threat range is not a threat; an unevaluated roll has no natural", async () => {
    const roll = AttackRoll.forBonus(2, { threatRange: 19 });
    expect(roll.natural).toBeUndefined();
    expect(roll.inThreatRange).toBe(false);
    forcedResults.push(18);
    await roll.evaluate();
    expect(roll.inThreatRange).toBe(false);
  });
  it("a damage roll survives serialization with critical, damage type and stun", async () => {
    forcedResults.push(3, 4);
    const roll = new DamageRoll(
      "2d8 + 1",
      {},
      { critical: true, damageType: "energy", stun: false, attackIndex: 0 },
    );
    await roll.evaluate();
    const rebuilt = roundTrip(roll);
    expect(rebuilt).toBeInstanceOf(DamageRoll);
    expect((rebuilt as DamageRoll).isCritical).toBe(true);
    expect((rebuilt as DamageRoll).damageOptions).toMatchObject({ damageType: "energy", stun: false });
    expect(rebuilt.total).toBe(8);
  });
});
