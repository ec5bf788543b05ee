// d6-combat.txt › Combat and Injuries (damage codes: 5D, STR+1D, STR+1D+2), Armor (3D+2 and +1D make 4D+2).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { d6 } from "../../../src/rules/index.ts";

const code = (dice: number, pips = 0) => ({ dice, pips });

describe("parseDiceCode reads the text's codes", () => {
  it.each([
    ["3D+2", code(3, 2)],
    ["5D", code(5)],
    ["10D", code(10)],
    ["+1D", code(1)],
    ["-1D", code(-1)],
    ["1D-1", code(1, -1)],
    ["0D+2", code(0, 2)],
    ["+1D+2", code(1, 2)],
    ["-2D-1", code(-2, -1)],
    ["3d+2", code(3, 2)],
    [" 4 D + 2 ", code(4, 2)],
    ["3D+0", code(3)],
    ["2D+12", code(2, 12)],
    ["12D-10", code(12, -10)],
    ["3D\t+1", code(3, 1)],
  ])("%s", (text, expected) => {
    expect(d6.parseDiceCode(text)).toEqual(expected);
  });
  it("a minus sign before zero dice or zero pips gives 0, never -0", () => {
    expect(Object.is(d6.parseDiceCode("-0D")?.dice, 0)).toBe(true);
    expect(Object.is(d6.parseDiceCode("1D-0")?.pips, 0)).toBe(true);
  });
  it.each(["", "D", "3", "+2", "3D+", "3D2", "3X+2", "STR+1D", "3D+2+1", "1.5D", "++1D", "3D+2x", "x3D"])(
    "refuses %j",
    (text) => {
      expect(d6.parseDiceCode(text)).toBeNull();
    },
  );
});

describe("formatDiceCode writes codes the way the text does", () => {
  it.each([
    [code(3, 2), "3D+2"],
    [code(5), "5D"],
    [code(1, -1), "1D-1"],
    [code(0, 2), "0D+2"],
    [code(-1), "-1D"],
    [code(0), "0D"],
  ])("%o → %s", (value, text) => {
    expect(d6.formatDiceCode(value)).toBe(text);
  });
  it.each([
    [code(1), "+1D"],
    [code(-1), "-1D"],
    [code(1, 2), "+1D+2"],
    [code(0), "+0D"],
    [code(2, -1), "+2D-1"],
  ])("signed: %o → %s", (value, text) => {
    expect(d6.formatDiceCode(value, { signed: true })).toBe(text);
  });
  it("signed: false is the plain form", () => {
    expect(d6.formatDiceCode(code(1), { signed: false })).toBe("1D");
  });
});

// RULES-API-D6.md › Dice codes: three pips make a die (D6 core, not in the texts).
describe("addDiceCodes counts pips as D6 players do: three pips make a die", () => {
  it("Sandor's Strength 3D+2 with blast armor's +1D is 4D+2", () => {
    expect(d6.addDiceCodes(code(3, 2), code(1))).toEqual(code(4, 2));
  });
  it("5D and the penalty -1D is 4D", () => {
    expect(d6.addDiceCodes(code(5), code(-1))).toEqual(code(4));
  });
  it("3D+2 and +1 pip is 4D", () => {
    expect(d6.addDiceCodes(code(3, 2), code(0, 1))).toEqual(code(4));
  });
  it("3D+1 and +1 pip is 3D+2: two pips stay pips", () => {
    expect(d6.addDiceCodes(code(3, 1), code(0, 1))).toEqual(code(3, 2));
  });
  it("2D less a pip is 1D+2: a die is broken into pips", () => {
    expect(d6.addDiceCodes(code(2), code(0, -1))).toEqual(code(1, 2));
  });
  it("4D+2 and 1D+1 is 6D", () => {
    expect(d6.addDiceCodes(code(4, 2), code(1, 1))).toEqual(code(6));
  });
  it("3D+2 and 1D+1 is 5D, not 4D+3", () => {
    expect(d6.addDiceCodes(code(3, 2), code(1, 1))).toEqual(code(5));
  });
  it("1D+2 and 0D+2 is 2D+1", () => {
    expect(d6.addDiceCodes(code(1, 2), code(0, 2))).toEqual(code(2, 1));
  });
  it("a lone code is normalized: 1D+4 is 2D+1, 1D-1 is 0D+2", () => {
    expect(d6.addDiceCodes(code(1, 4))).toEqual(code(2, 1));
    expect(d6.addDiceCodes(code(1, -1))).toEqual(code(0, 2));
  });
  it("a lone penalty keeps its sign: -1 pip stays 0D-1, -4 pips is -1D-1, -3 pips is -1D", () => {
    expect(d6.addDiceCodes(code(0, -1))).toEqual(code(0, -1));
    expect(d6.addDiceCodes(code(0, -4))).toEqual(code(-1, -1));
    expect(d6.addDiceCodes(code(0, -3))).toEqual(code(-1));
    expect(d6.addDiceCodes(code(-1), code(0, -2))).toEqual(code(-1, -2));
  });
  it("a penalty bigger than the code leaves a penalty: 1D and -2D is -1D; 0D+1 and -1D is 0D-2", () => {
    expect(d6.addDiceCodes(code(1), code(-2))).toEqual(code(-1));
    expect(d6.addDiceCodes(code(0, 1), code(-1))).toEqual(code(0, -2));
  });
  it("a sum of exactly nothing is 0D, never -0", () => {
    const sum = d6.addDiceCodes(code(1), code(-1));
    expect(Object.is(sum.dice, 0)).toBe(true);
    expect(Object.is(sum.pips, 0)).toBe(true);
    const penalty = d6.addDiceCodes(code(0, -1));
    expect(Object.is(penalty.dice, 0)).toBe(true);
    const whole = d6.addDiceCodes(code(-2));
    expect(Object.is(whole.pips, 0)).toBe(true);
  });
  it("no codes: 0D", () => {
    expect(d6.addDiceCodes()).toEqual(code(0));
  });
  it("three codes at once", () => {
    expect(d6.addDiceCodes(code(2, 1), code(1, 1), code(-1, -1))).toEqual(code(2, 1));
  });
  it("the inputs are left alone", () => {
    const a = Object.freeze(code(3, 2));
    expect(d6.addDiceCodes(a, a)).toEqual(code(7, 1));
    expect(a).toEqual(code(3, 2));
  });
});

describe("diceTotal: the faces plus the pips", () => {
  it("3D+2 rolling 4, 1 and 6 is 13", () => {
    expect(d6.diceTotal(code(3, 2), [4, 1, 6])).toBe(13);
  });
  it("1D-1 rolling 1 is 0", () => {
    expect(d6.diceTotal(code(1, -1), [1])).toBe(0);
  });
  it("no faces: the pips alone", () => {
    expect(d6.diceTotal(code(0, 2), [])).toBe(2);
  });
});

describe("compareDiceCodes: more dice first, then more pips", () => {
  it("4D beats 3D+2, 3D+2 beats 3D+1, 3D+1 equals 3D+1", () => {
    expect(d6.compareDiceCodes(code(4), code(3, 2))).toBeGreaterThan(0);
    expect(d6.compareDiceCodes(code(3, 2), code(4))).toBeLessThan(0);
    expect(d6.compareDiceCodes(code(3, 2), code(3, 1))).toBeGreaterThan(0);
    expect(d6.compareDiceCodes(code(3, 1), code(3, 2))).toBeLessThan(0);
    expect(d6.compareDiceCodes(code(3, 1), code(3, 1))).toBe(0);
  });
});

describe("damage codes: ranged dice, STR+dice for melee, STR for brawling", () => {
  it.each([
    ["5D", { strength: false, dice: code(5) }],
    ["STR", { strength: true, dice: code(0) }],
    ["STR+1D", { strength: true, dice: code(1) }],
    ["STR+1D+2", { strength: true, dice: code(1, 2) }],
    ["str+2d", { strength: true, dice: code(2) }],
    ["Str + 1D + 2", { strength: true, dice: code(1, 2) }],
    ["STR-1D", { strength: true, dice: code(-1) }],
  ])("%s", (text, expected) => {
    expect(d6.parseDamageCode(text)).toEqual(expected);
  });
  it.each(["", "STR1D", "STR1D+2", "XSTR+1D", "ST+1D", "STR+", "STR+X", "STRENGTH", "blaster", "DEX+1D"])(
    "refuses %j",
    (text) => {
      expect(d6.parseDamageCode(text)).toBeNull();
    },
  );
  it("a vibro-ax's STR+1D with Strength 3D+2 rolls 4D+2", () => {
    expect(d6.damageDice({ strength: true, dice: code(1) }, code(3, 2))).toEqual(code(4, 2));
  });
  it("brawling rolls the attacker's Strength alone", () => {
    expect(d6.damageDice({ strength: true, dice: code(0) }, code(3, 1))).toEqual(code(3, 1));
  });
  it("a blaster rifle's 5D ignores the attacker's Strength", () => {
    expect(d6.damageDice({ strength: false, dice: code(5) }, code(3, 2))).toEqual(code(5));
  });
  it("the result is a new record, never the code's own", () => {
    const damage = { strength: false, dice: code(5) };
    const dice = d6.damageDice(damage, code(2));
    dice.dice = 9;
    expect(damage.dice).toEqual(code(5));
  });
});

// Valid codes: whole dice and pips. -0 is not a code anyone writes.
const diceCode = fc.record({
  dice: fc.integer({ min: -20, max: 40 }),
  pips: fc.integer({ min: -5, max: 5 }),
});

describe("properties of dice codes", () => {
  it("parse ∘ format is the identity on valid codes, plain or signed", () => {
    fc.assert(
      fc.property(diceCode, fc.boolean(), (value, signed) => {
        expect(d6.parseDiceCode(d6.formatDiceCode(value, { signed }))).toEqual(value);
      }),
    );
  });
  it("addition is commutative", () => {
    fc.assert(
      fc.property(diceCode, diceCode, (a, b) => {
        expect(d6.addDiceCodes(a, b)).toEqual(d6.addDiceCodes(b, a));
      }),
    );
  });
  it("addition is associative", () => {
    fc.assert(
      fc.property(diceCode, diceCode, diceCode, (a, b, c) => {
        expect(d6.addDiceCodes(d6.addDiceCodes(a, b), c)).toEqual(d6.addDiceCodes(a, d6.addDiceCodes(b, c)));
        expect(d6.addDiceCodes(a, b, c)).toEqual(d6.addDiceCodes(a, d6.addDiceCodes(b, c)));
      }),
    );
  });
  it("0D is the identity of addition on counted codes (0..2 pips, or a penalty's -2..0)", () => {
    fc.assert(
      fc.property(diceCode, (a) => {
        const counted = d6.addDiceCodes(a);
        expect(d6.addDiceCodes(counted, code(0))).toEqual(counted);
      }),
    );
  });
  it("the sum keeps every pip (3 a die) and counts at most two pips, with the sum's sign", () => {
    fc.assert(
      fc.property(fc.array(diceCode, { maxLength: 4 }), (codes) => {
        const sum = d6.addDiceCodes(...codes);
        const pips = codes.reduce((total, c) => total + c.dice * 3 + c.pips, 0);
        expect(sum.dice * 3 + sum.pips).toBe(pips);
        expect(Math.abs(sum.pips)).toBeLessThanOrEqual(2);
        expect(sum.dice * sum.pips).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
