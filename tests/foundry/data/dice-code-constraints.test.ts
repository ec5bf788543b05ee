// The WEG D6 field kinds (src/data/constraints.ts): a dice code is stored counted (three pips make a die:
// RULES-API-D6.md › Dice codes), within its sign and dice bound; a damage code is dice or STR plus dice.
import { describe, expect, it } from "vitest";
import { checkValue, type DiceCodeConstraint } from "../../../src/data/constraints.ts";
import { diceCode, schemaOf } from "../../../src/data/fields.ts";

const skill: DiceCodeConstraint = { kind: "diceCode", blank: true, maxDice: 30 };
const attribute: DiceCodeConstraint = { kind: "diceCode", maxDice: 30 };
const penalty: DiceCodeConstraint = { kind: "diceCode", penalty: true, maxDice: 10 };

describe("a dice code field", () => {
  it.each([
    ["3D+2", "3D+2"],
    [" 3d + 2 ", "3D+2"],
    ["3D+3", "4D"],
    ["2D+4", "3D+1"],
    ["1D-1", "0D+2"],
    ["0D", "0D"],
    ["30D+2", "30D+2"],
  ])("%j is stored as %j", (raw, stored) => {
    expect(checkValue(attribute, raw)).toEqual({ ok: true, value: stored });
  });
  it("blank only where allowed (an untrained skill)", () => {
    expect(checkValue(skill, "  ")).toEqual({ ok: true, value: "" });
    expect(checkValue(attribute, "")).toMatchObject({ ok: false, reason: "badDiceCode" });
  });
  it("refuses what is no code, naming the value; refuses what is not text", () => {
    expect(checkValue(attribute, "3X")).toEqual({ ok: false, reason: "badDiceCode", data: { value: "3X" } });
    expect(checkValue(attribute, 3)).toMatchObject({ ok: false, reason: "notText" });
  });
  it("below 0D is refused; 31D is one die past the bound (counted: 30D+3 is 31D)", () => {
    expect(checkValue(attribute, "0D-1")).toMatchObject({ ok: false, reason: "negativeDiceCode" });
    expect(checkValue(attribute, "31D")).toEqual({ ok: false, reason: "tooManyDice", data: { max: 30 } });
    expect(checkValue(attribute, "30D+3")).toMatchObject({ ok: false, reason: "tooManyDice" });
  });
  it("a penalty is 0D or less: -1D, 0D-2 and 0D taken; +1D and 0D+1 refused; -11D past the bound", () => {
    expect(checkValue(penalty, "-1D")).toEqual({ ok: true, value: "-1D" });
    expect(checkValue(penalty, "-0D-2")).toEqual({ ok: true, value: "0D-2" });
    expect(checkValue(penalty, "0D")).toEqual({ ok: true, value: "0D" });
    expect(checkValue(penalty, "1D")).toMatchObject({ ok: false, reason: "notAPenalty" });
    expect(checkValue(penalty, "0D+1")).toMatchObject({ ok: false, reason: "notAPenalty" });
    expect(checkValue(penalty, "-11D")).toMatchObject({ ok: false, reason: "tooManyDice" });
    expect(checkValue(penalty, "-10D")).toEqual({ ok: true, value: "-10D" });
  });
});

describe("a damage code field", () => {
  const damage = { kind: "damageCode" } as const;
  it.each([
    ["5D", "5D"],
    ["4d+3", "5D"],
    ["str", "STR"],
    ["STR+0D", "STR"],
    ["Str + 1D + 2", "STR+1D+2"],
    ["STR+1D+3", "STR+2D"],
    ["STR-1D", "STR-1D"],
  ])("%j is stored as %j", (raw, stored) => {
    expect(checkValue(damage, raw)).toEqual({ ok: true, value: stored });
  });
  it("refuses a code it cannot read and plain dice below 0D", () => {
    expect(checkValue(damage, "STR+")).toEqual({
      ok: false,
      reason: "badDamageCode",
      data: { value: "STR+" },
    });
    expect(checkValue(damage, "-1D")).toMatchObject({ ok: false, reason: "negativeDiceCode" });
  });
});

describe("the schema of a dice code", () => {
  it("accepts only the stored (counted) form, as the guard stores it", () => {
    const schema = schemaOf({ dex: diceCode("Dex", "2D") }) as unknown as {
      dex: { options: { validate: (value: unknown) => boolean; initial: string; blank: boolean } };
    };
    const { validate, initial, blank } = schema.dex.options;
    expect(initial).toBe("2D");
    expect(blank).toBe(false);
    expect(validate("3D+2")).toBe(true);
    expect(validate("3D+3")).toBe(false);
    expect(validate("3d+2")).toBe(false);
    expect(validate("lots")).toBe(false);
  });
});
