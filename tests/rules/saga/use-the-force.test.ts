// Use the Force (Saga core, not in the texts): half the character level + Charisma + 5 trained + 5 Skill
// Focus + the condition penalty; Force Training teaches 1 + Wisdom (at least 1) powers each time; Force Points
// 5 + half the heroic level; a spent Force Point adds 1d6, 2d6 keep the higher from 8th, 3d6 from 15th.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

describe("the Use the Force modifier", () => {
  it("a 4th-level Jedi, Cha +2, trained with Skill Focus, at −1 on the track: 2 + 2 + 5 + 5 − 1 = 13", () => {
    const bonus = saga.useTheForceBonus({
      characterLevel: 4,
      chaModifier: 2,
      trained: true,
      skillFocus: true,
      conditionPenalty: -1,
    });
    expect(bonus.total).toBe(13);
    expect(bonus.parts).toEqual([
      { label: "halfLevel", value: 2 },
      { label: "charisma", value: 2 },
      { label: "trained", value: 5 },
      { label: "skillFocus", value: 5 },
      { label: "condition", value: -1 },
    ]);
  });
  it("untrained, no focus: half the level (3rd level: 1, rounded down) + Charisma − 1 + other 2 = 2", () => {
    const bonus = saga.useTheForceBonus({ characterLevel: 3, chaModifier: -1, other: 2 });
    expect(bonus.total).toBe(2);
    expect(bonus.parts.map((part) => part.label)).toEqual(["halfLevel", "charisma", "other"]);
  });
});

describe("Force Training, Force Points, the Force Point die", () => {
  it("each Force Training teaches 1 + Wis: twice at Wis +2 is 6; Wis −1 still 1 each; none: 0", () => {
    expect(saga.forcePowersKnown(2, 2)).toBe(6);
    expect(saga.forcePowersKnown(1, 0)).toBe(1);
    expect(saga.forcePowersKnown(3, -1)).toBe(3);
    expect(saga.forcePowersKnown(0, 4)).toBe(0);
    expect(saga.forcePowersKnown(-1, 4)).toBe(0);
  });
  it("Force powers need Use the Force trained", () => {
    expect(saga.canUseForcePowers(true)).toEqual({ ok: true });
    expect(saga.canUseForcePowers(false)).toEqual({ ok: false, refused: "untrained" });
  });
  it("Force Points: 5 + half the heroic level (1st: 5, 5th: 7); a nonheroic character none", () => {
    expect(saga.forcePointsAtLevel(1)).toBe(5);
    expect(saga.forcePointsAtLevel(5)).toBe(7);
    expect(saga.forcePointsAtLevel(0)).toBe(0);
  });
  it("the Force Point die: 1d6 to 7th, 2d6kh from 8th, 3d6kh from 15th", () => {
    expect([1, 7, 8, 14, 15, 20].map(saga.forcePointDie)).toEqual([
      "1d6",
      "1d6",
      "2d6kh",
      "2d6kh",
      "3d6kh",
      "3d6kh",
    ]);
  });
});
