// rcr-combat.txt › Range Penalty; Point Blank Range; Shooting or Throwing into a Melee; Defense (flat-footed,
// touch); Favorable and Unfavorable Conditions; Cover; Concealment; Critical Hits.
import { describe, expect, it } from "vitest";
import { attackAgainst, attackOutcome } from "../../src/rules/rcr/attack-against.ts";
import { conditionEffects } from "../../src/rules/rcr/combat-modifiers.ts";

// Defense 10 + class 4 + Dex 2 = 16 (medium).
const target = { defense: { classBonus: 4, dexModifier: 2, size: "medium" as const } };

function ok(result: ReturnType<typeof attackAgainst>) {
  if (!result.ok) throw new Error(`refused: ${result.refused}`);
  return result;
}

describe("attackAgainst: the target side of an attack", () => {
  it("a ranged attack three increments away takes -6 and is compared with normal Defense", () => {
    const result = ok(attackAgainst({ kind: "ranged", distance: 38, rangeIncrement: 10, target }));
    expect(result.parts).toEqual([{ label: "range", value: -6 }]);
    expect(result.bonus).toBe(-6);
    expect(result.defense).toBe(16);
    expect(result.defenseKind).toBe("normal");
  });
  it("beyond ten increments a blaster cannot reach; a thrown weapon stops at five", () => {
    expect(attackAgainst({ kind: "ranged", distance: 101, rangeIncrement: 10, target })).toEqual({
      ok: false,
      refused: "beyondRange",
    });
    const thrown = attackAgainst({
      kind: "ranged",
      distance: 51,
      rangeIncrement: 10,
      rangeKind: "thrown",
      target,
    });
    expect(thrown.ok).toBe(false);
  });
  it("point blank adds +1 to the attack and +1 to damage; Point Blank Shot reaches 10 m", () => {
    const close = ok(attackAgainst({ kind: "ranged", distance: 2, rangeIncrement: 10, target }));
    expect(close.parts).toEqual([{ label: "pointBlank", value: 1 }]);
    expect(close.damageParts).toEqual([{ label: "pointBlank", value: 1 }]);
    const far = ok(attackAgainst({ kind: "ranged", distance: 8, rangeIncrement: 10, target }));
    expect(far.parts).toEqual([]);
    const feat = ok(
      attackAgainst({ kind: "ranged", distance: 8, rangeIncrement: 10, pointBlankShot: true, target }),
    );
    expect(feat.bonus).toBe(1);
  });
  it("shooting into a melee costs 4 unless the attacker has Precise Shot", () => {
    const into = ok(
      attackAgainst({ kind: "ranged", distance: 5, rangeIncrement: 10, intoMelee: true, target }),
    );
    expect(into.bonus).toBe(-4);
    const precise = ok(
      attackAgainst({
        kind: "ranged",
        distance: 5,
        rangeIncrement: 10,
        intoMelee: true,
        preciseShot: true,
        target,
      }),
    );
    expect(precise.bonus).toBe(0);
  });
  it("melee ignores range, point blank and into-melee", () => {
    const result = ok(attackAgainst({ kind: "melee", distance: 1, intoMelee: true, target }));
    expect(result.parts).toEqual([]);
    expect(result.damageParts).toEqual([]);
  });
  it("a melee attack never takes range penalties, even with a weapon that has a range increment", () => {
    // A thrown vibrodagger used in melee: its 2 m increment does not count, nor its 10 m maximum range.
    const stab = attackAgainst({
      kind: "melee",
      distance: 30,
      rangeIncrement: 2,
      rangeKind: "thrown",
      target,
    });
    expect(ok(stab).parts).toEqual([]);
    expect(ok(stab).bonus).toBe(0);
  });
  it("a ranged weapon without a positive range increment takes no range penalty", () => {
    const result = attackAgainst({ kind: "ranged", distance: 30, rangeIncrement: -10, target });
    expect(ok(result).parts).toEqual([]);
  });
  it("a flat-footed target loses its Dex bonus: flat-footed Defense", () => {
    const result = ok(
      attackAgainst({ kind: "melee", distance: 1, target: { ...target, losesDexBonus: true } }),
    );
    expect(result.defense).toBe(14);
    expect(result.defenseKind).toBe("flatFooted");
  });
  it("an aimed-at target loses its Dex bonus for that attack", () => {
    const result = ok(attackAgainst({ kind: "ranged", distance: 5, targetLosesDex: true, target }));
    expect(result.defenseKind).toBe("flatFooted");
  });
  it("a touch attack ignores the class bonus; flat-footed touch drops both", () => {
    expect(ok(attackAgainst({ kind: "melee", distance: 1, touch: true, target })).defense).toBe(12);
    const both = ok(
      attackAgainst({ kind: "melee", distance: 1, touch: true, target: { ...target, losesDexBonus: true } }),
    );
    expect(both.defense).toBe(10);
    expect(both.defenseKind).toBe("flatFootedTouch");
    expect(ok(attackAgainst({ kind: "melee", distance: 1, touch: true, target })).defenseKind).toBe("touch");
  });
  it("the defender's conditions add the table's modifiers and may deny Dex (stunned +2, no Dex)", () => {
    const stunned = conditionEffects("melee", ["stunned"]);
    const result = ok(
      attackAgainst({ kind: "melee", distance: 1, target: { ...target, conditions: stunned } }),
    );
    expect(result.parts).toEqual([{ label: "stunned", value: 2 }]);
    expect(result.defense).toBe(14);
  });
  it("a helpless defender's Dex counts as -5", () => {
    const result = ok(attackAgainst({ kind: "melee", distance: 1, target: { ...target, helpless: true } }));
    expect(result.defense).toBe(10 + 4 - 5);
  });
  it("cover adds to Defense and the larger of real and posture cover counts", () => {
    const half = ok(attackAgainst({ kind: "ranged", distance: 5, target: { ...target, cover: "quarter" } }));
    expect(half.defense).toBe(18);
    const prone = conditionEffects("ranged", ["defenderProne"]);
    const result = ok(
      attackAgainst({
        kind: "ranged",
        distance: 5,
        target: { ...target, cover: "quarter", conditions: prone },
      }),
    );
    expect(result.cover).toBe("half");
    expect(result.defense).toBe(20);
  });
  it("a target behind total cover cannot be attacked", () => {
    expect(attackAgainst({ kind: "melee", distance: 1, target: { ...target, cover: "total" } })).toEqual({
      ok: false,
      refused: "totalCover",
    });
  });
  it("no concealment, no miss chance", () => {
    expect(ok(attackAgainst({ kind: "melee", distance: 1, target })).missChance).toBe(0);
  });
  it("concealment gives its miss chance", () => {
    const result = ok(
      attackAgainst({ kind: "melee", distance: 1, target: { ...target, concealment: "half" } }),
    );
    expect(result.missChance).toBe(20);
  });
});

describe("attackOutcome: hit, threat, confirmation, concealment", () => {
  const base = { attackBonus: 5, defense: 16, threatRange: 19, canCritical: true, missChance: 0 };
  it("a threat that hits and a confirmation that hits is a critical", () => {
    const result = attackOutcome({ ...base, dice: { d20: 19, confirmD20: 12 } });
    expect(result).toMatchObject({ hit: true, threat: true, critical: true, lands: true, confirmTotal: 17 });
  });
  it("a threat whose confirmation misses is a normal hit", () => {
    const result = attackOutcome({ ...base, dice: { d20: 19, confirmD20: 2 } });
    expect(result).toMatchObject({ hit: true, threat: true, critical: false, lands: true });
  });
  it("a natural 1 misses and a natural 20 hits whatever the numbers", () => {
    expect(attackOutcome({ ...base, attackBonus: 40, dice: { d20: 1 } }).lands).toBe(false);
    expect(attackOutcome({ ...base, attackBonus: -40, dice: { d20: 20 } }).lands).toBe(true);
  });
  it("a hit lost to concealment does not land and cannot be a critical", () => {
    const result = attackOutcome({
      ...base,
      missChance: 20,
      dice: { d20: 19, confirmD20: 15, missD100: 20 },
    });
    expect(result).toMatchObject({ hit: true, concealed: true, lands: false, critical: false });
  });
  it("a concealment roll above the miss chance keeps the hit", () => {
    const result = attackOutcome({ ...base, missChance: 20, dice: { d20: 15, missD100: 21 } });
    expect(result).toMatchObject({ concealed: false, lands: true });
  });
  it("concealment only turns hits into misses: a miss is a miss, not concealed, whatever the d%", () => {
    const result = attackOutcome({ ...base, missChance: 50, dice: { d20: 5, missD100: 3 } });
    expect(result).toMatchObject({ hit: false, concealed: false, lands: false });
  });
  it("an attack that cannot score a critical never threatens", () => {
    expect(attackOutcome({ ...base, canCritical: false, dice: { d20: 20, confirmD20: 20 } }).threat).toBe(
      false,
    );
  });
});
