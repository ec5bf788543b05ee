// saga-special-combat-rules.txt › Prone Targets, Helpless Opponents, Concealment, Flanking, Shooting or
// Throwing into a Melee; saga-variant-character-combat.txt › Flanking.
import { describe, expect, it } from "vitest";
import { saga } from "../../../src/rules/index.ts";

const variant = { variantFlanking: true };

describe("attackModifiers: prone", () => {
  it("a prone attacker takes -5 in melee and nothing at range", () => {
    expect(saga.attackModifiers({ kind: "melee", attackerProne: true })).toEqual({
      total: -5,
      parts: [{ label: "attackerProne", value: -5 }],
      advantage: false,
    });
    expect(saga.attackModifiers({ kind: "ranged", attackerProne: true })).toEqual({
      total: 0,
      parts: [],
      advantage: false,
    });
  });
  it("a prone target: melee +5, ranged -5", () => {
    expect(saga.attackModifiers({ kind: "melee", targetProne: true }).parts).toEqual([
      { label: "targetProne", value: 5 },
    ]);
    expect(saga.attackModifiers({ kind: "ranged", targetProne: true }).parts).toEqual([
      { label: "targetProne", value: -5 },
    ]);
  });
});

describe("attackModifiers: helpless", () => {
  it("melee +5, ranged nothing", () => {
    expect(saga.attackModifiers({ kind: "melee", targetHelpless: true }).parts).toEqual([
      { label: "helpless", value: 5 },
    ]);
    expect(saga.attackModifiers({ kind: "ranged", targetHelpless: true }).parts).toEqual([]);
  });
  it("a prone helpless target: two rules, melee +10", () => {
    expect(saga.attackModifiers({ kind: "melee", targetProne: true, targetHelpless: true }).total).toBe(10);
  });
});

describe("attackModifiers: concealment", () => {
  it("-2 for concealment, -5 for total concealment, melee or ranged", () => {
    expect(saga.attackModifiers({ kind: "ranged", concealment: "concealment" }).parts).toEqual([
      { label: "concealment", value: -2 },
    ]);
    expect(saga.attackModifiers({ kind: "melee", concealment: "total" }).parts).toEqual([
      { label: "totalConcealment", value: -5 },
    ]);
    expect(saga.attackModifiers({ kind: "melee", concealment: "none" }).parts).toEqual([]);
  });
});

describe("attackModifiers: flanking", () => {
  it("core: +2 in melee, nothing for a ranged attack", () => {
    expect(saga.attackModifiers({ kind: "melee", flanking: true })).toEqual({
      total: 2,
      parts: [{ label: "flanking", value: 2 }],
      advantage: false,
    });
    expect(saga.attackModifiers({ kind: "ranged", flanking: true })).toEqual({
      total: 0,
      parts: [],
      advantage: false,
    });
  });
  it("core ignores flank immunity (a variant rule)", () => {
    expect(
      saga.attackModifiers({ kind: "melee", flanking: true, targetFlankImmunity: { blindsense: true } })
        .total,
    ).toBe(2);
  });
  it("variant: advantage instead of the +2, melee only", () => {
    expect(saga.attackModifiers({ kind: "melee", flanking: true }, variant)).toEqual({
      total: 0,
      parts: [],
      advantage: true,
    });
    expect(saga.attackModifiers({ kind: "ranged", flanking: true }, variant).advantage).toBe(false);
    expect(saga.attackModifiers({ kind: "melee", flanking: false }, variant).advantage).toBe(false);
  });
  it("variant: blindsense, flexible eyes or a passive Perception of 18 or more make the target immune", () => {
    const flank = (targetFlankImmunity: saga.FlankImmunity) =>
      saga.attackModifiers({ kind: "melee", flanking: true, targetFlankImmunity }, variant);
    expect(flank({ blindsense: true })).toEqual({ total: 0, parts: [], advantage: false });
    expect(flank({ flexibleEyes: true }).advantage).toBe(false);
    expect(flank({ passivePerception: 18 }).advantage).toBe(false);
    expect(flank({ passivePerception: 17 }).advantage).toBe(true);
    expect(flank({}).advantage).toBe(true);
  });
});

describe("attackModifiers: shooting into a melee", () => {
  it("-5 for a ranged attack, none with Precise Shot, none in melee", () => {
    expect(saga.attackModifiers({ kind: "ranged", intoMelee: true }).parts).toEqual([
      { label: "intoMelee", value: -5 },
    ]);
    expect(saga.attackModifiers({ kind: "ranged", intoMelee: true, preciseShot: true }).parts).toEqual([]);
    expect(saga.attackModifiers({ kind: "melee", intoMelee: true }).parts).toEqual([]);
  });
});

describe("attackModifiers: everything at once keeps its order and sums", () => {
  it("prone attacker, prone helpless concealed flanked target in melee", () => {
    const result = saga.attackModifiers({
      kind: "melee",
      attackerProne: true,
      targetProne: true,
      targetHelpless: true,
      concealment: "concealment",
      flanking: true,
    });
    expect(result).toEqual({
      total: 5,
      parts: [
        { label: "attackerProne", value: -5 },
        { label: "targetProne", value: 5 },
        { label: "helpless", value: 5 },
        { label: "concealment", value: -2 },
        { label: "flanking", value: 2 },
      ],
      advantage: false,
    });
  });
  it("nothing: an empty breakdown", () => {
    expect(saga.attackModifiers({ kind: "ranged" })).toEqual({ total: 0, parts: [], advantage: false });
  });
});
