// d6-combat.txt › Full Reaction; Called Shots; Cover Modifiers 1 and 2; the garbage-bins example.
import { describe, expect, it } from "vitest";
import { d6 } from "../../../src/rules/index.ts";

const dice = (n: number) => ({ dice: n, pips: 0 });

describe("Sandor's full dodge", () => {
  const dodge = { skill: "dodge", total: 27 } as const;
  it("troopers at medium range (13) must now roll 40", () => {
    expect(d6.attackDifficulty({ difficulty: 13, fullReaction: dodge })).toBe(40);
  });
  it("the trooper at short range (8) must roll 35", () => {
    expect(d6.attackDifficulty({ difficulty: 8, attack: "ranged", fullReaction: dodge })).toBe(35);
  });
  it("the thug's vibro-ax is still Moderate 12: a dodge does not answer a melee attack", () => {
    expect(d6.attackDifficulty({ difficulty: 12, attack: "melee", fullReaction: dodge })).toBe(12);
  });
  it("and Sandor can't melee parry: his dodge was his only action this round", () => {
    expect(d6.canFullReact(0)).toBe(true);
    expect(d6.canFullReact(1)).toBe(false);
    expect(d6.canFullReact(2)).toBe(false);
  });
  it("a 40 hits him, a 39 does not", () => {
    const difficulty = d6.attackDifficulty({ difficulty: 13, fullReaction: dodge });
    expect(d6.resolveAttack({ total: 40, difficulty }).hit).toBe(true);
    expect(d6.resolveAttack({ total: 39, difficulty }).hit).toBe(false);
  });
});

describe("which reaction answers which attack", () => {
  const kinds = ["ranged", "melee", "brawling", "vehicle", "starship"] as const;
  it.each([
    ["dodge", "ranged"],
    ["meleeParry", "melee"],
    ["lightsaber", "melee"],
    ["brawlingParry", "brawling"],
    ["vehicleDodge", "vehicle"],
    ["starshipDodge", "starship"],
  ] as const)("%s answers %s attacks only", (skill, answered) => {
    const covered = kinds.filter((kind) => d6.reactionCovers(skill, kind));
    expect(covered).toEqual([answered]);
  });
  it("a melee parry's roll is added to a melee attack, not to a blaster shot", () => {
    const parry = { skill: "meleeParry", total: 15 } as const;
    expect(d6.attackDifficulty({ difficulty: 12, attack: "melee", fullReaction: parry })).toBe(27);
    expect(d6.attackDifficulty({ difficulty: 13, fullReaction: parry })).toBe(13);
  });
});

describe("attack difficulty: the GM's number plus every modifier", () => {
  it("no reaction and no modifiers: the number itself", () => {
    expect(d6.attackDifficulty({ difficulty: 13 })).toBe(13);
    expect(d6.attackDifficulty({ difficulty: 13, fullReaction: null, modifiers: [] })).toBe(13);
  });
  it("the moonlit night's rolled 10 on Moderate 13 makes the basic difficulty 23", () => {
    expect(d6.attackDifficulty({ difficulty: 13, modifiers: [10] })).toBe(23);
  });
  it("an unseen target point (+7) and a heavily damaged weapon (+10) add up with a dodge", () => {
    expect(
      d6.attackDifficulty({ difficulty: 14, fullReaction: { skill: "dodge", total: 9 }, modifiers: [7, 10] }),
    ).toBe(40);
  });
  it("negative modifiers lower it", () => {
    expect(d6.attackDifficulty({ difficulty: 13, modifiers: [-3] })).toBe(10);
  });
});

describe("called shots", () => {
  it.each([
    [0.5, 8],
    [0.99, 8],
    [1, 4],
    [5, 4],
    [9.9, 4],
    [10, 1],
    [30, 1],
    [50, 1],
  ])("a target %s cm long: +%iD", (length, extra) => {
    expect(d6.calledShotModifier(length)).toEqual(dice(extra));
  });
  it("over 50 cm is not a small target: null", () => {
    expect(d6.calledShotModifier(50.5)).toBeNull();
    expect(d6.calledShotModifier(180)).toBeNull();
  });
});

describe("cover modifiers", () => {
  it.each([
    ["lightSmoke", 1],
    ["thickSmoke", 2],
    ["veryThickSmoke", 4],
    ["poorLight", 1],
    ["moonlitNight", 2],
    ["completeDarkness", 4],
    ["quarter", 1],
    ["half", 2],
    ["threeQuarters", 4],
  ] as const)("%s: +%iD", (cover, extra) => {
    expect(d6.coverModifier(cover)).toEqual(dice(extra));
  });
  it("a fully covered target has no modifier: the attacker must eliminate the cover first", () => {
    expect(d6.coverModifier("full")).toBeNull();
  });
  it("the garbage bins on a moonlit night: +2D and +2D is +4D", () => {
    expect(d6.coverModifiers(["moonlitNight", "half"])).toEqual(dice(4));
  });
  it("light smoke in poor light behind a quarter cover: +3D", () => {
    expect(d6.coverModifiers(["lightSmoke", "poorLight", "quarter"])).toEqual(dice(3));
  });
  it("any full cover among them: null", () => {
    expect(d6.coverModifiers(["thickSmoke", "full"])).toBeNull();
    expect(d6.coverModifiers(["full", "thickSmoke"])).toBeNull();
  });
  it("no cover: 0D", () => {
    expect(d6.coverModifiers([])).toEqual(dice(0));
  });
});

describe("the garbage bins as protection: which rolls hit the target, the bins, or nothing", () => {
  // Moderate 13 + the moonlit night's rolled 10 = 23 basic; the bins' rolled 7 makes a direct hit 30.
  const shot = (total: number) => d6.resolveAttack({ total, difficulty: 23, protectionCover: 7 });
  it("30 or higher hits the target directly", () => {
    expect(shot(30)).toEqual({ outcome: "hit", hit: true, difficulty: 30 });
    expect(shot(35).outcome).toBe("hit");
  });
  it("Sandor's 26 hits the bins", () => {
    expect(shot(26)).toEqual({ outcome: "cover", hit: false, difficulty: 30 });
  });
  it("23 and 29 are the bins' edges", () => {
    expect(shot(23).outcome).toBe("cover");
    expect(shot(29).outcome).toBe("cover");
  });
  it("22 or less misses completely", () => {
    expect(shot(22)).toEqual({ outcome: "miss", hit: false, difficulty: 30 });
  });
  it("without protecting cover an equal roll hits and a lower one misses", () => {
    expect(d6.resolveAttack({ total: 13, difficulty: 13 })).toEqual({
      outcome: "hit",
      hit: true,
      difficulty: 13,
    });
    expect(d6.resolveAttack({ total: 12, difficulty: 13 })).toEqual({
      outcome: "miss",
      hit: false,
      difficulty: 13,
    });
  });
});
