// rcr-additional-combat-rules.txt › Aiming, Suppression Fire, Combined Suppression Fire.
import { describe, expect, it } from "vitest";
import {
  aim,
  aimedAttack,
  canAim,
  canSuppress,
  suppressedParts,
  suppressionFire,
} from "../../src/rules/index.ts";

const blaster = {};

describe("aiming", () => {
  it("a ranged touch attack establishes the aim: a full-round action that provokes and drops the aimer's Dex", () => {
    expect(aim({ d20: 9, touchAttackBonus: 3, touchDefense: 12, weapon: blaster })).toEqual({
      ok: true,
      aimed: true,
      aimerLosesDexAndDodge: true,
      action: "fullRound",
      provokes: true,
    });
    expect(aim({ d20: 8, touchAttackBonus: 3, touchDefense: 12, weapon: blaster })).toMatchObject({
      aimed: false,
    });
  });
  it("not with a thrown weapon", () => {
    expect(canAim({ thrown: true })).toBe(false);
    expect(aim({ d20: 20, touchAttackBonus: 0, touchDefense: 10, weapon: { thrown: true } })).toEqual({
      ok: false,
      refused: "thrownWeapon",
    });
  });
  it("the next attack denies the target its Dex bonus", () => {
    expect(aimedAttack({ aimed: true, rangePenalty: 0, weapon: blaster })).toEqual({
      targetLosesDex: true,
      rangePenalty: 0,
      parts: [],
    });
  });
  it("a target that moved more than 2 m: no benefit at all", () => {
    expect(
      aimedAttack({ aimed: true, rangePenalty: -4, targetMoved: 2, position: "prone", weapon: blaster })
        .targetLosesDex,
    ).toBe(true);
    expect(
      aimedAttack({ aimed: true, rangePenalty: -4, targetMoved: 3, position: "prone", weapon: blaster }),
    ).toEqual({
      targetLosesDex: false,
      rangePenalty: -4,
      parts: [],
    });
  });
  it("uncanny dodge keeps the Dex bonus", () => {
    expect(
      aimedAttack({ aimed: true, rangePenalty: -2, targetUncannyDodge: true, weapon: blaster })
        .targetLosesDex,
    ).toBe(false);
  });
  it("lying prone reduces a -4 range penalty to -2; kneeling by 1", () => {
    expect(aimedAttack({ aimed: true, rangePenalty: -4, position: "prone", weapon: blaster })).toEqual({
      targetLosesDex: true,
      rangePenalty: -2,
      parts: [{ label: "aimPosition", value: 2 }],
    });
    expect(
      aimedAttack({ aimed: true, rangePenalty: -4, position: "kneeling", weapon: blaster }).rangePenalty,
    ).toBe(-3);
  });
  it("support: improvised 1, fixed 2; stacks with position but never beyond 0", () => {
    expect(
      aimedAttack({ aimed: true, rangePenalty: -6, position: "kneeling", support: "fixed", weapon: blaster }),
    ).toEqual({
      targetLosesDex: true,
      rangePenalty: -3,
      parts: [
        { label: "aimPosition", value: 1 },
        { label: "aimSupport", value: 2 },
      ],
    });
    expect(
      aimedAttack({
        aimed: true,
        rangePenalty: -2,
        position: "prone",
        support: "improvised",
        weapon: blaster,
      }).rangePenalty,
    ).toBe(0);
    expect(
      aimedAttack({
        aimed: true,
        rangePenalty: -2,
        position: "prone",
        support: "improvised",
        weapon: blaster,
      }).parts,
    ).toEqual([{ label: "aimPosition", value: 2 }]);
  });
  it("mounted and primitive weapons get no position or support benefit (the Dex denial stays)", () => {
    for (const weapon of [{ mounted: true }, { primitive: true }])
      expect(
        aimedAttack({ aimed: true, rangePenalty: -4, position: "prone", support: "fixed", weapon }),
      ).toEqual({
        targetLosesDex: true,
        rangePenalty: -4,
        parts: [],
      });
  });
  it("without an aim nothing changes", () => {
    expect(
      aimedAttack({ aimed: false, rangePenalty: -4, position: "prone", weapon: blaster }).rangePenalty,
    ).toBe(-4);
  });
});

describe("suppression fire", () => {
  it("only with multifire or autofire", () => {
    expect(canSuppress(["single"])).toBe(false);
    expect(canSuppress(["single", "multifire"])).toBe(true);
    expect(canSuppress(["autofire"])).toBe(true);
    expect(suppressionFire({ d20: 15, attackBonus: 5, rangePenalty: 0, fireModes: ["single"] })).toEqual({
      ok: false,
      refused: "noMultifireOrAutofire",
    });
  });
  it("a 4 m × 4 m area, an attack against Defense 10 with the range penalty", () => {
    expect(suppressionFire({ d20: 9, attackBonus: 5, rangePenalty: -4, fireModes: ["multifire"] })).toEqual({
      ok: true,
      success: true,
      total: 10,
      area: { width: 4, length: 4 },
    });
    expect(
      suppressionFire({ d20: 8, attackBonus: 5, rangePenalty: -4, fireModes: ["multifire"] }),
    ).toMatchObject({
      success: false,
      total: 9,
    });
  });
  it("a suppressed character takes -1 on attacks, however many suppress it", () => {
    expect(suppressedParts(0)).toEqual([]);
    expect(suppressedParts(1)).toEqual([{ label: "suppressed", value: -1 }]);
    expect(suppressedParts(3)).toEqual([{ label: "suppressed", value: -1 }]);
  });
});
