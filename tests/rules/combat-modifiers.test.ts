// rcr-combat.txt › Favorable and Unfavorable Conditions; Flanking; Degree of Cover; Helpless Defenders;
// rcr-additional-combat-rules.txt › Clarifying Flanking, The Center-to-Center Line, Diagonal Corners.
import { describe, expect, it } from "vitest";
import {
  type CombatCondition,
  centerLineFlanks,
  conditionEffects,
  flankingParts,
} from "../../src/rules/index.ts";

describe("Favorable and Unfavorable Conditions table", () => {
  // condition, melee, ranged, loses Dex (melee, ranged)
  const rows: [CombatCondition, number | "-", number, boolean][] = [
    ["flanking", 2, 0, false],
    ["higherGround", 1, 0, false],
    ["attackerProne", -4, 0, false],
    ["attackerConcealed", 2, 2, true],
    ["defenderSittingOrKneeling", 2, 0, false],
    ["defenderProne", 4, 0, false],
    ["stunned", 2, 2, true],
    ["cowering", 2, 2, true],
    ["offBalance", 2, 2, true],
    ["climbing", 2, 2, true],
    ["flatFooted", 0, 0, true],
    ["running", 0, -2, true],
    ["grappling", 0, 0, true],
    ["pinned", 4, -4, true],
    ["helpless", 4, 0, true],
  ];
  for (const [key, melee, ranged, losesDex] of rows)
    it(`${key}: melee ${melee}, ranged ${ranged}${losesDex ? ", defender loses Dex" : ""}`, () => {
      const m = conditionEffects("melee", [key]);
      const r = conditionEffects("ranged", [key]);
      expect(m.parts).toEqual(melee ? [{ label: key, value: melee }] : []);
      expect(r.parts).toEqual(ranged ? [{ label: key, value: ranged }] : []);
      expect(m.defenderLosesDex).toBe(losesDex);
      expect(r.defenderLosesDex).toBe(losesDex);
    });

  it("no flanking bonus for a ranged attack", () => {
    expect(conditionEffects("ranged", ["flanking"]).notApplicable).toEqual(["flanking"]);
    expect(flankingParts("ranged", true)).toEqual([]);
    expect(flankingParts("melee", true)).toEqual([{ label: "flanking", value: 2 }]);
    expect(flankingParts("melee", false)).toEqual([]);
  });
  it("sitting or kneeling is one-quarter cover and prone one-half cover against ranged attacks; the best counts", () => {
    expect(conditionEffects("ranged", ["defenderSittingOrKneeling"]).postureCover).toBe("quarter");
    expect(conditionEffects("ranged", ["defenderSittingOrKneeling", "defenderProne"]).postureCover).toBe(
      "half",
    );
    expect(conditionEffects("ranged", ["defenderProne", "defenderSittingOrKneeling"]).postureCover).toBe(
      "half",
    );
    expect(conditionEffects("melee", ["defenderProne"]).postureCover).toBe("none");
  });
  it("helpless: melee +4, ranged nothing, Dex modifier -5", () => {
    expect(conditionEffects("melee", ["helpless"]).defenderHelpless).toBe(true);
    expect(conditionEffects("ranged", ["helpless"]).parts).toEqual([]);
  });
  it("a grappling defender: a ranged attacker rolls which grappler is struck (note c)", () => {
    expect(conditionEffects("ranged", ["grappling"]).randomGrappler).toBe(true);
    expect(conditionEffects("ranged", ["stunned"]).randomGrappler).toBe(false);
  });
  it("a grappling defender: note c is in the ranged column only, so a melee attacker strikes whom it chooses", () => {
    const melee = conditionEffects("melee", ["grappling"]);
    expect(melee.randomGrappler).toBe(false);
    expect(melee.defenderLosesDex).toBe(true);
  });
  it("several conditions add up; a repeated key counts once", () => {
    const effects = conditionEffects("melee", ["flanking", "higherGround", "stunned", "flanking"]);
    expect(effects.parts.reduce((sum, p) => sum + p.value, 0)).toBe(5);
    expect(effects.defenderLosesDex).toBe(true);
  });
});

describe("flanking by the center-to-center line", () => {
  const sq = (x: number, y: number, width = 2, height = 2) => ({ x, y, width, height });
  const defender = sq(2, 2);
  it("directly opposite across a side: flanks", () => {
    expect(centerLineFlanks(sq(0, 2), sq(4, 2), defender)).toBe(true);
    expect(centerLineFlanks(sq(2, 0), sq(2, 4), defender)).toBe(true);
    expect(centerLineFlanks(sq(4, 2), sq(0, 2), defender)).toBe(true);
    expect(centerLineFlanks(sq(2, 4), sq(2, 0), defender)).toBe(true);
  });
  it("adjacent sides: no flank", () => {
    expect(centerLineFlanks(sq(0, 2), sq(2, 0), defender)).toBe(false);
  });
  it("opposite corners (diagonal): flanks", () => {
    expect(centerLineFlanks(sq(0, 0), sq(4, 4), defender)).toBe(true);
    expect(centerLineFlanks(sq(4, 0), sq(0, 4), defender)).toBe(true);
  });
  it("a line that misses or only grazes the defender: no flank", () => {
    expect(centerLineFlanks(sq(0, 0), sq(0, 4), defender)).toBe(false);
    expect(centerLineFlanks(sq(0, 0), sq(4, 0), defender)).toBe(false);
    expect(centerLineFlanks(sq(0, 0), sq(6, 2), defender)).toBe(false);
  });
  it("allies whose line stops short of a distant defender: no flank, though its extension would cross", () => {
    expect(centerLineFlanks(sq(4, 3), sq(4, 2, 1, 1), sq(5, 7, 1, 1))).toBe(false);
    expect(centerLineFlanks(sq(6, 4, 3, 3), sq(4, 2), sq(4, 1, 1, 1))).toBe(false);
    expect(centerLineFlanks(sq(2, 1), sq(1, 2), sq(0, 5))).toBe(false);
  });
  it("a Large Hutt (2 m × 4 m): allies need not be directly opposite", () => {
    const hutt = sq(2, 2, 2, 4);
    expect(centerLineFlanks(sq(0, 2), sq(4, 4), hutt)).toBe(true);
    expect(centerLineFlanks(sq(0, 4), sq(4, 2), hutt)).toBe(true);
    // Through a long side and an adjacent short side: no flank.
    expect(centerLineFlanks(sq(0, 4), sq(4, 6), hutt)).toBe(false);
  });
  it("a big attacker traces from the center of its whole area", () => {
    const reek = sq(2, 2, 4, 4);
    const huttAttacker = sq(6, 2, 2, 4);
    expect(centerLineFlanks(huttAttacker, sq(0, 2), reek)).toBe(true);
    expect(centerLineFlanks(huttAttacker, sq(2, 0), reek)).toBe(false);
  });
});
