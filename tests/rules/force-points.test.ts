// RCR Force Points (RCR core, not in the texts): 1d6 up to 7th level, 2d6 from 8th, 3d6 from 15th; a spent
// point leaves one fewer, none cannot be spent; Dark Side Points reaching Wisdom turn the character.
import { describe, expect, it } from "vitest";
import { rcrForcePointDice, spendPoint, turnsToDarkSide } from "../../src/rules/rcr/force-points.ts";

describe("the dice a Force Point adds", () => {
  it("1d6 at 1st and 7th level, 2d6 at 8th and 14th, 3d6 at 15th and 20th", () => {
    expect(rcrForcePointDice(1)).toBe("1d6");
    expect(rcrForcePointDice(7)).toBe("1d6");
    expect(rcrForcePointDice(8)).toBe("2d6");
    expect(rcrForcePointDice(14)).toBe("2d6");
    expect(rcrForcePointDice(15)).toBe("3d6");
    expect(rcrForcePointDice(20)).toBe("3d6");
  });
});

describe("spending a point", () => {
  it("3 points: one spent leaves 2; 1 leaves 0; 0 is refused", () => {
    expect(spendPoint(3)).toEqual({ ok: true, left: 2 });
    expect(spendPoint(1)).toEqual({ ok: true, left: 0 });
    expect(spendPoint(0)).toEqual({ ok: false, refused: "noPoints" });
  });
});

describe("turning to the dark side", () => {
  it("Dark Side Points equal to Wisdom 12 turn the character; 11 do not", () => {
    expect(turnsToDarkSide(12, 12)).toBe(true);
    expect(turnsToDarkSide(13, 12)).toBe(true);
    expect(turnsToDarkSide(11, 12)).toBe(false);
  });
});
