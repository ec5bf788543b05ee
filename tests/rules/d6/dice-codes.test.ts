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

describe("addDiceCodes adds dice to dice and pips to pips", () => {
  it("Sandor's Strength 3D+2 with blast armor's +1D is 4D+2", () => {
    expect(d6.addDiceCodes(code(3, 2), code(1))).toEqual(code(4, 2));
  });
  it("5D and the penalty -1D is 4D", () => {
    expect(d6.addDiceCodes(code(5), code(-1))).toEqual(code(4));
  });
  it("pips never carry into dice: 1D+2 and 0D+2 is 1D+4", () => {
    expect(d6.addDiceCodes(code(1, 2), code(0, 2))).toEqual(code(1, 4));
  });
  it("and never borrow back: armor at 2D that loses a pip is 2D-1", () => {
    expect(d6.addDiceCodes(code(2), code(0, -1))).toEqual(code(2, -1));
  });
  it("no codes: 0D", () => {
    expect(d6.addDiceCodes()).toEqual(code(0));
  });
  it("three codes at once", () => {
    expect(d6.addDiceCodes(code(2, 1), code(1, 1), code(-1, -1))).toEqual(code(2, 1));
  });
  it("the inputs are left alone", () => {
    const a = Object.freeze(code(3, 2));
    expect(d6.addDiceCodes(a, a)).toEqual(code(6, 4));
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
  it("0D is the identity of addition", () => {
    fc.assert(
      fc.property(diceCode, (a) => {
        expect(d6.addDiceCodes(a, code(0))).toEqual(a);
      }),
    );
  });
});
