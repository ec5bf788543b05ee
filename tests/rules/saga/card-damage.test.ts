// What a Saga card needs around its damage: the critical's double damage, the half button, Burst Fire's
// extra dice (saga-special-combat-rules.txt › Autofire), aiming past cover, and 0 hit points (Saga core).
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

describe("a critical hit deals double damage", () => {
  it("13 rolled becomes 26", () => {
    expect(saga.criticalDamage(13)).toBe(26);
  });
  it("a negative amount counts as 0", () => {
    expect(saga.criticalDamage(-3)).toBe(0);
  });
});

describe("half damage rounds down", () => {
  it("13 gives 6, 12 gives 6, 1 gives 0", () => {
    expect([saga.halfDamage(13), saga.halfDamage(12), saga.halfDamage(1)]).toEqual([6, 6, 0]);
  });
  it("a negative amount gives 0", () => {
    expect(saga.halfDamage(-5)).toBe(0);
  });
});

describe("Burst Fire adds two dice of the weapon's die", () => {
  it("3d8 becomes 5d8", () => {
    expect(saga.withExtraDamageDice("3d8", 2)).toBe("5d8");
  });
  it("a modifier and later terms are kept: 2d6 + 3 becomes 4d6 + 3", () => {
    expect(saga.withExtraDamageDice("2d6 + 3", 2)).toBe("4d6 + 3");
  });
  it("a bare d10 counts as one die", () => {
    expect(saga.withExtraDamageDice("d10+1", 2)).toBe("3d10+1");
  });
  it("no extra dice leaves the formula as it is, a bare die included", () => {
    expect(saga.withExtraDamageDice("3d8", 0)).toBe("3d8");
    expect(saga.withExtraDamageDice("d10+1", 0)).toBe("d10+1");
  });
  it("a formula without dice is refused", () => {
    expect(saga.withExtraDamageDice("5", 2)).toBeNull();
  });
});

describe("aiming ignores cover, not total cover", () => {
  it("cover and improved cover are ignored; none stays none", () => {
    expect(["none", "cover", "improved"].map((d) => saga.coverWhenAimed(d as saga.SagaCoverDegree))).toEqual([
      "none",
      "none",
      "none",
    ]);
  });
  it("total cover stays", () => {
    expect(saga.coverWhenAimed("total")).toBe("total");
  });
});

describe("0 hit points", () => {
  const base = { hitPointsBefore: 10, hitPointsAfter: 0, damageThreshold: 12 };
  it("a creature dropped by damage exactly at its threshold dies", () => {
    expect(saga.zeroHitPointsState({ ...base, dealt: 12 })).toBe("dead");
  });
  it("one point below the threshold: unconscious", () => {
    expect(saga.zeroHitPointsState({ ...base, dealt: 11 })).toBe("unconscious");
  });
  it("a droid at the threshold is destroyed, below it disabled", () => {
    expect(saga.zeroHitPointsState({ ...base, dealt: 12, kind: "droid" })).toBe("destroyed");
    expect(saga.zeroHitPointsState({ ...base, dealt: 11, kind: "droid" })).toBe("disabled");
  });
  it("stun only knocks a creature out, however much; a droid is not stunned", () => {
    expect(saga.zeroHitPointsState({ ...base, dealt: 40, stun: true })).toBe("unconscious");
    expect(saga.zeroHitPointsState({ ...base, dealt: 40, stun: true, kind: "droid" })).toBeNull();
  });
  it("hit points left: nothing", () => {
    expect(saga.zeroHitPointsState({ ...base, hitPointsAfter: 1, dealt: 40 })).toBeNull();
  });
  it("already at 0 before the damage: not dropped again", () => {
    expect(saga.zeroHitPointsState({ ...base, hitPointsBefore: 0, dealt: 40 })).toBeNull();
  });
});

describe("the bottom of the condition track", () => {
  it("step 5 of 5: a creature is unconscious, a droid disabled", () => {
    expect(saga.bottomOfTrackState(5)).toBe("unconscious");
    expect(saga.bottomOfTrackState(5, "droid")).toBe("disabled");
  });
  it("step 4: nothing", () => {
    expect(saga.bottomOfTrackState(4)).toBeNull();
  });
  it("on the variant's 15-step track, step 5 is not the bottom but 15 is", () => {
    expect(saga.bottomOfTrackState(5, "creature", { variantConditionTrack: true })).toBeNull();
    expect(saga.bottomOfTrackState(15, "creature", { variantConditionTrack: true })).toBe("unconscious");
  });
});
