// (D6 core, not in the text): the rules d6-combat.txt assumes without stating them, as the published
// D6 rules give them: the multiple-action penalty, Perception for initiative, the Wild Die (an option).
import { describe, expect, it } from "vitest";
import { d6 } from "../../../src/rules/index.ts";

const code = (dice: number, pips = 0) => ({ dice, pips });

describe("the multiple-action penalty: −1D per action beyond the first", () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, -1],
    [3, -2],
    [5, -4],
  ])("%i actions this round: %iD on each", (actions, penalty) => {
    expect(d6.multipleActionPenalty(actions)).toEqual(code(penalty));
  });
  it("two blaster shots at 4D+1: each rolls 3D+1", () => {
    expect(d6.addDiceCodes(code(4, 1), d6.multipleActionPenalty(2))).toEqual(code(3, 1));
  });
});

describe("initiative: Perception", () => {
  const han = { name: "Han", perception: code(3) };
  const leia = { name: "Leia", perception: code(3, 2) };
  const chewie = { name: "Chewie", perception: code(2, 2) };
  const luke = { name: "Luke", perception: code(3, 2) };
  it("the character with the highest Perception rolls for his side", () => {
    expect(d6.initiativeRoller([han, leia, chewie])).toBe(leia);
  });
  it("on a tie, the first listed rolls", () => {
    expect(d6.initiativeRoller([leia, luke])).toBe(leia);
    expect(d6.initiativeRoller([luke, leia])).toBe(luke);
  });
  it("an empty side has no roller", () => {
    expect(d6.initiativeRoller([])).toBeNull();
  });
  it("the higher roll's side chooses to act first or last", () => {
    expect(
      d6.initiativeWinner([
        { side: "heroes", total: 14 },
        { side: "troopers", total: 11 },
      ]),
    ).toBe("heroes");
    expect(
      d6.initiativeWinner([
        { side: "heroes", total: 9 },
        { side: "troopers", total: 11 },
      ]),
    ).toBe("troopers");
  });
  it("a tie for the highest roll: null, roll again", () => {
    expect(
      d6.initiativeWinner([
        { side: "heroes", total: 12 },
        { side: "troopers", total: 12 },
      ]),
    ).toBeNull();
  });
  it("a tie below the highest does not matter", () => {
    expect(
      d6.initiativeWinner([
        { side: "a", total: 8 },
        { side: "b", total: 8 },
        { side: "c", total: 15 },
      ]),
    ).toBe("c");
    expect(
      d6.initiativeWinner([
        { side: "c", total: 15 },
        { side: "a", total: 8 },
        { side: "b", total: 8 },
      ]),
    ).toBe("c");
  });
  it("a higher roll after a tie breaks it", () => {
    expect(
      d6.initiativeWinner([
        { side: "a", total: 10 },
        { side: "b", total: 10 },
        { side: "c", total: 11 },
      ]),
    ).toBe("c");
  });
  it("no rolls: null", () => {
    expect(d6.initiativeWinner([])).toBeNull();
  });
  it("a side acts in Perception order, highest first; equals keep their order", () => {
    expect(d6.perceptionOrder([chewie, han, leia, luke]).map((c) => c.name)).toEqual([
      "Leia",
      "Luke",
      "Han",
      "Chewie",
    ]);
  });
  it("the side's list is left alone", () => {
    const side = Object.freeze([chewie, leia]);
    expect(d6.perceptionOrder(side).map((c) => c.name)).toEqual(["Leia", "Chewie"]);
    expect(side.map((c) => c.name)).toEqual(["Chewie", "Leia"]);
  });
});

describe("the Wild Die (an option, off by default)", () => {
  const on = { wildDie: true };
  // 4D+1: three ordinary dice and the Wild Die.
  const roll = (wild: number[], onOne?: "removeHighest" | "complication" | "addNormally", options = on) =>
    d6.wildDieTotal({ code: code(4, 1), faces: [2, 5, 3], wild, ...(onOne ? { onOne } : {}) }, options);

  it("off by default: the Wild Die is an ordinary die, only its first face counts", () => {
    expect(d6.wildDieTotal({ code: code(4, 1), faces: [2, 5, 3], wild: [6, 4] })).toEqual({
      total: 17,
      rerollWild: false,
      complication: false,
    });
    expect(roll([1], undefined, { wildDie: false })).toEqual({
      total: 12,
      rerollWild: false,
      complication: false,
    });
  });
  it("2 to 5 adds normally", () => {
    expect(roll([4])).toEqual({ total: 15, rerollWild: false, complication: false });
    expect(roll([2]).total).toBe(13);
    expect(roll([5]).rerollWild).toBe(false);
  });
  it("a 6 adds and rolls again", () => {
    expect(roll([6])).toEqual({ total: 17, rerollWild: true, complication: false });
  });
  it("as long as sixes come: 6, 6, 3 adds 15", () => {
    expect(roll([6, 6])).toEqual({ total: 23, rerollWild: true, complication: false });
    expect(roll([6, 6, 3])).toEqual({ total: 26, rerollWild: false, complication: false });
  });
  it("a 1 after a 6 is just a 1", () => {
    expect(roll([6, 1])).toEqual({ total: 18, rerollWild: false, complication: false });
  });
  it("a 1 on the first roll: by default it and the highest other die are removed", () => {
    expect(roll([1])).toEqual({ total: 6, rerollWild: false, complication: false });
    expect(roll([1], "removeHighest").total).toBe(6);
  });
  it("or the GM calls a complication and the roll adds normally", () => {
    expect(roll([1], "complication")).toEqual({ total: 12, rerollWild: false, complication: true });
  });
  it("or the GM just adds it", () => {
    expect(roll([1], "addNormally")).toEqual({ total: 12, rerollWild: false, complication: false });
  });
  it("1D: the Wild Die is the only die; a 1 removes itself and leaves the pips", () => {
    expect(d6.wildDieTotal({ code: code(1, 2), faces: [], wild: [1] }, on).total).toBe(2);
  });
  it("no Wild Die face, the option off: the pips and faces alone", () => {
    expect(d6.wildDieTotal({ code: code(0, 2), faces: [], wild: [] })).toEqual({
      total: 2,
      rerollWild: false,
      complication: false,
    });
    expect(d6.wildDieTotal({ code: code(2), faces: [3, 4], wild: [] }).total).toBe(7);
  });
  it("no Wild Die face (0D+2): the pips and faces alone", () => {
    expect(d6.wildDieTotal({ code: code(0, 2), faces: [], wild: [] }, on)).toEqual({
      total: 2,
      rerollWild: false,
      complication: false,
    });
  });
});

describe("the difficulty number of a level: the middle of its totals", () => {
  it("medium range is Moderate, 13; short range Easy, 8 (the text's Sandor examples)", () => {
    expect(d6.typicalDifficulty(d6.rangeDifficulty("medium"))).toBe(13);
    expect(d6.typicalDifficulty(d6.rangeDifficulty("short"))).toBe(8);
  });
  it.each([
    ["veryEasy", 3],
    ["easy", 8],
    ["moderate", 13],
    ["difficult", 18],
    ["veryDifficult", 25],
    ["heroic", 35],
  ] as const)("%s: %i", (level, number) => {
    expect(d6.typicalDifficulty(level)).toBe(number);
  });
  it("each number lies inside its own level", () => {
    for (const { level } of d6.DIFFICULTY_LEVELS) {
      expect(d6.difficultyLevel(d6.typicalDifficulty(level))).toBe(level);
    }
  });
});

describe("half a damage total (the card's Half button: the GM's call, not a rule)", () => {
  it.each([
    [20, 10],
    [21, 10],
    [1, 0],
    [0, 0],
    [-3, 0],
  ])("%i halves to %i", (total, half) => {
    expect(d6.halfDamageTotal(total)).toBe(half);
  });
});

describe("time in combat: a round is five seconds", () => {
  it("a minute is 12 rounds; the stun's half hour is 360", () => {
    expect(d6.ROUND_SECONDS).toBe(5);
    expect(d6.minutesInRounds(1)).toBe(12);
    expect(d6.minutesInRounds(d6.STUN_AFFECTS_MINUTES)).toBe(360);
  });
  it("2D minutes knocked out (a 7): 84 rounds; part of a round counts as a whole one", () => {
    expect(d6.minutesInRounds(7)).toBe(84);
    expect(d6.minutesInRounds(0.1)).toBe(2);
    expect(d6.minutesInRounds(1 / 12)).toBe(1);
  });
  it("no time, or less than none: 0 rounds", () => {
    expect(d6.minutesInRounds(0)).toBe(0);
    expect(d6.minutesInRounds(-2)).toBe(0);
  });
});
