// rcr-combat.txt › Bantha Rush (Initiating a Bantha Rush, Bantha Rush Results);
// rcr-additional-combat-rules.txt › Burst of Speed in Action › Special Attacks.
import { describe, expect, it } from "vitest";
import {
  BANTHA_RUSH_CHARGE_BONUS,
  BANTHA_RUSH_POINTS_PER_METER,
  BANTHA_RUSH_PUSH_METERS,
  type BanthaRushInput,
  banthaRush,
} from "../../src/rules/index.ts";

const rush = (over: Partial<BanthaRushInput> = {}) =>
  banthaRush({
    rusher: { d20: 10, strength: 0, size: "medium" },
    defender: { d20: 10, strength: 0, size: "medium" },
    ...over,
  });

function made(result: ReturnType<typeof banthaRush>) {
  if (!result.ok) throw new Error(`refused: ${result.refused}`);
  return result;
}

describe("who can be bantha rushed", () => {
  it("one size larger, the same size or smaller: yes", () => {
    expect(rush({ defender: { d20: 1, strength: 0, size: "large" } }).ok).toBe(true);
    expect(rush({ defender: { d20: 1, strength: 0, size: "tiny" } }).ok).toBe(true);
  });
  it("two sizes larger: refused", () => {
    expect(rush({ defender: { d20: 1, strength: 0, size: "huge" } })).toEqual({
      ok: false,
      refused: "tooLarge",
    });
  });
});

describe("the opposed Strength checks and their modifiers", () => {
  it("the rusher adds +4 per size above Medium-size and +2 when charging; the stable defender +4", () => {
    const result = made(
      rush({
        rusher: { d20: 10, strength: 2, size: "large", charging: true },
        defender: { d20: 10, strength: 1, size: "medium", stable: true },
      }),
    );
    expect(result.rusher.parts).toEqual([
      { label: "strength", value: 2 },
      { label: "size", value: 4 },
      { label: "charge", value: 2 },
    ]);
    expect(result.rusher.total).toBe(18);
    expect(result.defender.parts).toEqual([
      { label: "strength", value: 1 },
      { label: "stability", value: 4 },
    ]);
    expect(result.defender.total).toBe(15);
  });
  it("a Small rusher takes -4; the defender gets no size modifier (the text gives it to the rusher)", () => {
    const result = made(
      rush({
        rusher: { d20: 10, strength: 0, size: "small" },
        defender: { d20: 10, strength: 0, size: "medium" },
      }),
    );
    expect(result.rusher.total).toBe(6);
    const large = made(
      rush({
        rusher: { d20: 10, strength: 0, size: "large" },
        defender: { d20: 10, strength: 0, size: "huge" },
      }),
    );
    expect(large.rusher.total).toBe(14);
    expect(large.defender.total).toBe(10);
  });
  it("the charge bonus is +2; situational modifiers are labelled parts", () => {
    expect(BANTHA_RUSH_CHARGE_BONUS).toBe(2);
    const result = made(rush({ defender: { d20: 10, strength: 0, size: "medium", situational: -2 } }));
    expect(result.defender.parts).toEqual([{ label: "situational", value: -2 }]);
    expect(result.defender.total).toBe(8);
  });
});

describe("Bantha Rush Results", () => {
  it("a tie fails: the rusher must beat the defender, and moves 2 m back", () => {
    const result = made(rush());
    expect(result.winner).toBe("defender");
    expect(result.pushedMeters).toBe(0);
    expect(result.rusherMovesBackMeters).toBe(2);
    expect(result.rusherProne).toBe(false);
  });
  it("a tie fails even when the rusher's modifier is the higher one", () => {
    const result = made(rush({ rusher: { d20: 8, strength: 2, size: "medium" } }));
    expect(result.rusher.total).toBe(result.defender.total);
    expect(result.winner).toBe("defender");
  });
  it("failing with the space behind occupied: prone there", () => {
    expect(made(rush({ returnSpaceOccupied: true })).rusherProne).toBe(true);
  });
  it("beating by 1: the defender is pushed 2 m (one square); the rusher stays", () => {
    const result = made(
      rush({ rusher: { d20: 11, strength: 0, size: "medium" }, returnSpaceOccupied: true }),
    );
    expect(result).toMatchObject({
      winner: "rusher",
      margin: 1,
      pushedMeters: 2,
      pushedSquares: 1,
      rusherFollowsMeters: 0,
      rusherMovesBackMeters: 0,
      rusherProne: false,
    });
    expect(BANTHA_RUSH_PUSH_METERS).toBe(2);
  });
  it("without following, a big margin still pushes only 2 m", () => {
    expect(made(rush({ rusher: { d20: 20, strength: 5, size: "medium" } })).pushedMeters).toBe(2);
  });
  it("following: +1 m per full 3 points of margin (2 → none, 3 → one, 8 → two)", () => {
    expect(BANTHA_RUSH_POINTS_PER_METER).toBe(3);
    const by = (margin: number) =>
      made(rush({ follow: true, rusher: { d20: 10 + margin, strength: 0, size: "medium" } }));
    expect(by(2).pushedMeters).toBe(2);
    expect(by(3).pushedMeters).toBe(3);
    expect(by(5).pushedMeters).toBe(3);
    expect(by(6).pushedMeters).toBe(4);
    expect(by(6).pushedSquares).toBe(2);
    expect(by(6).rusherFollowsMeters).toBe(4);
  });
  it("following cannot exceed the rusher's movement", () => {
    const base = { follow: true, rusher: { d20: 20, strength: 2, size: "medium" as const } }; // margin 12 → +4 m
    expect(made(rush({ ...base })).pushedMeters).toBe(6);
    expect(made(rush({ ...base, movementLeft: 6 })).pushedMeters).toBe(6);
    expect(made(rush({ ...base, movementLeft: 5 })).pushedMeters).toBe(5);
    expect(made(rush({ ...base, movementLeft: 5 })).rusherFollowsMeters).toBe(5);
    expect(made(rush({ ...base, movementLeft: 2 })).pushedMeters).toBe(2);
  });
  it("with less than 2 m of movement left the defender still goes 2 m; the rusher follows what it can", () => {
    const result = made(
      rush({ follow: true, movementLeft: 1, rusher: { d20: 20, strength: 0, size: "medium" } }),
    );
    expect(result.pushedMeters).toBe(2);
    expect(result.rusherFollowsMeters).toBe(1);
    expect(
      made(rush({ follow: true, movementLeft: -3, rusher: { d20: 20, strength: 0, size: "medium" } }))
        .rusherFollowsMeters,
    ).toBe(0);
  });
  it("moving into the space provokes from everyone who threatens the rusher", () => {
    expect(made(rush()).provokesFrom).toBe("threatening");
  });
});

describe("Burst of Speed in Action: a collision is a bantha rush", () => {
  it.each([
    ["burstOfSpeed", 4],
    ["forceSpeed", 8],
    ["knightSpeed", 8],
    ["masterSpeed", 12],
  ] as const)("%s adds +%i and provokes only from the target", (speedFeat, bonus) => {
    const result = made(rush({ rusher: { d20: 10, strength: 0, size: "medium", speedFeat } }));
    expect(result.rusher.parts).toEqual([{ label: "speedFeat", value: bonus }]);
    expect(result.rusher.total).toBe(10 + bonus);
    expect(result.provokesFrom).toBe("target");
  });
});
