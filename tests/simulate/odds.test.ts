// Issue 20's fights whose answer is known: same seed same odds, a mirrored fight is a coin toss,
// a side that cannot be hurt always wins, a side that cannot hit never wins.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type RcrCombatant, rcrRuleset, simulate } from "../../src/simulate/index.ts";
import { duelist, trooper, versus } from "./fixtures.ts";

const squadVsDuelists = versus(
  [trooper("T1"), trooper("T2"), trooper("T3"), trooper("T4")],
  [duelist("D1"), duelist("D2"), duelist("D3")],
);

describe("seeded and reproducible", () => {
  it("the same encounter and seed give the very same odds", () => {
    const a = simulate(rcrRuleset, squadVsDuelists, { fights: 2000, seed: 42 });
    const b = simulate(rcrRuleset, squadVsDuelists, { fights: 2000, seed: 42 });
    expect(b).toEqual(a);
  });
  it("another seed gives other fights", () => {
    const a = simulate(rcrRuleset, squadVsDuelists, { fights: 2000, seed: 42 });
    const b = simulate(rcrRuleset, squadVsDuelists, { fights: 2000, seed: 43 });
    expect(b.sides[0]?.winChance).not.toBe(a.sides[0]?.winChance);
  });
  it("the odds add up: wins and draws to 1, the rounds distribution to 1, p90 at or above the mean's floor", () => {
    const odds = simulate(rcrRuleset, squadVsDuelists, { fights: 2000, seed: 1 });
    const wins = odds.sides.reduce((sum, side) => sum + side.winChance, 0);
    expect(wins + odds.drawChance).toBeCloseTo(1, 10);
    expect(odds.rounds.distribution.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(odds.rounds.p90).toBeGreaterThanOrEqual(Math.floor(odds.rounds.mean));
    expect(odds.combatants).toHaveLength(7);
    for (const c of odds.combatants) expect(c.deathChance).toBeLessThanOrEqual(c.dropChance);
  });
});

/** A stat block fast-check varies: both sides get the same one, so the fight is fair. */
const combatant = fc.record({
  heroic: fc.boolean(),
  vitality: fc.integer({ min: 0, max: 20 }),
  wounds: fc.integer({ min: 8, max: 16 }),
  dex: fc.integer({ min: 0, max: 3 }),
  classBonus: fc.integer({ min: 0, max: 4 }),
  attack: fc.integer({ min: 4, max: 10 }),
  dice: fc.integer({ min: 1, max: 3 }),
  faces: fc.constantFrom(6, 8),
  melee: fc.boolean(),
  count: fc.integer({ min: 1, max: 3 }),
});

function statBlock(
  name: string,
  c: Parameters<Parameters<typeof combatant.map>[0]>[0],
  i: number,
): RcrCombatant {
  return {
    name: `${name}${i}`,
    heroic: c.heroic,
    vitality: c.vitality,
    wounds: c.wounds,
    woundsMax: c.wounds,
    defense: { classBonus: c.classBonus, dexModifier: c.dex, size: "medium" },
    baseAttackBonus: 2,
    speed: 10,
    initiativeBonus: c.dex,
    dexterity: 10 + 2 * c.dex,
    fortitude: 2,
    weapons: [
      c.melee
        ? { name: "Blade", kind: "melee", attack: c.attack, damage: `${c.dice}d${c.faces}` }
        : {
            name: "Blaster",
            kind: "ranged",
            attack: c.attack,
            damage: `${c.dice}d${c.faces}`,
            rangeIncrement: 10,
          },
    ],
  };
}

describe("a symmetric fight is a coin toss", () => {
  it("same combatants on both sides: each side wins 50 % ± 2 % of 10,000 fights", () => {
    fc.assert(
      fc.property(combatant, fc.integer({ min: 1, max: 2 ** 31 }), (c, seed) => {
        const side = (name: string) => Array.from({ length: c.count }, (_, i) => statBlock(name, c, i));
        const odds = simulate(rcrRuleset, versus(side("A"), side("B")), { fights: 10_000, seed });
        expect(odds.drawChance).toBeLessThan(0.01);
        expect(Math.abs((odds.sides[0]?.winChance ?? 0) - 0.5)).toBeLessThanOrEqual(0.02);
        expect(Math.abs((odds.sides[1]?.winChance ?? 0) - 0.5)).toBeLessThanOrEqual(0.02);
      }),
      { numRuns: 6 },
    );
    // 60,000 fights: a few seconds on a quiet machine, over the suite's 30 s on the shared cores under load.
  }, 300_000);
});

describe("rcr-combat.txt › The Surprise Round", () => {
  // Hits on anything but a natural 1 and drops the (ordinary, 1 wound point) foe in one shot.
  const sniper = (name: string, aware: boolean) =>
    trooper(name, {
      wounds: 1,
      woundsMax: 1,
      damageReduction: 0,
      aware,
      weapons: [{ name: "Rifle", kind: "ranged", attack: 40, damage: "20", rangeIncrement: 30 }],
    });
  it("only the aware act in it: the aware sniper wins nearly every duel (a natural 1 misses), mostly in round 1", () => {
    const odds = simulate(rcrRuleset, versus([sniper("Aware", true)], [sniper("Unaware", false)]), {
      fights: 2000,
      seed: 9,
    });
    expect(odds.sides[0]?.winChance).toBeGreaterThan(0.94);
    expect(odds.rounds.distribution[1]).toBeGreaterThan(0.94);
  });
  it("with everyone aware there is no surprise round: initiative decides, about half each", () => {
    const odds = simulate(rcrRuleset, versus([sniper("A", true)], [sniper("B", true)]), {
      fights: 4000,
      seed: 9,
    });
    expect(odds.sides[0]?.winChance).toBeGreaterThan(0.45);
    expect(odds.sides[0]?.winChance).toBeLessThan(0.55);
  });
});

describe("fights whose answer is known", () => {
  // Immune to criticals, and armor that soaks any wound damage: nothing gets through (no vitality to lose).
  const armored = (name: string) =>
    trooper(name, { damageReduction: 1000, immuneToCriticals: true, initiativeBonus: -10 });

  it("a side that cannot be hurt wins every fight, and none of it drops", () => {
    const odds = simulate(rcrRuleset, versus([armored("W1"), armored("W2")], [duelist("D1"), trooper("T")]), {
      fights: 2000,
      seed: 5,
    });
    expect(odds.sides[0]?.winChance).toBe(1);
    expect(odds.combatants[0]?.dropChance).toBe(0);
    expect(odds.combatants[1]?.dropChance).toBe(0);
    expect(odds.combatants[2]?.dropChance).toBe(1);
  });
  it("a side with no weapon never wins", () => {
    const unarmed = trooper("Empty-handed", { weapons: [] });
    const odds = simulate(rcrRuleset, versus([unarmed, unarmed], [trooper("T")]), { fights: 2000, seed: 6 });
    expect(odds.sides[0]?.winChance).toBe(0);
    expect(odds.sides[1]?.winChance).toBe(1);
  });
  it("a side whose weapons cannot reach never wins (Range Penalty: beyond the maximum range)", () => {
    const shortRange = trooper("Short", {
      weapons: [{ name: "Hold-out", kind: "ranged", attack: 20, damage: "3d6", rangeIncrement: 4 }],
    });
    // 4 m increments reach 10 increments = 40 m at most; the foes stand 60 m away.
    const odds = simulate(rcrRuleset, versus([shortRange], [trooper("T")], 60), { fights: 1000, seed: 7 });
    expect(odds.sides[0]?.winChance).toBe(0);
    expect(odds.sides[1]?.winChance).toBe(1);
  });
  it("two sides that cannot hurt each other fight to the round limit: a draw", () => {
    const odds = simulate(rcrRuleset, versus([armored("W1")], [armored("W2")]), { fights: 50, seed: 8 });
    expect(odds.drawChance).toBe(1);
    expect(odds.rounds.p90).toBe(50);
  });
  it("an encounter needs two sides with someone on each", () => {
    expect(() =>
      simulate(rcrRuleset, { sides: [{ name: "A", combatants: [trooper()] }] }, { fights: 1, seed: 1 }),
    ).toThrow("the encounter: sides must be at least two");
    expect(() => simulate(rcrRuleset, versus([trooper()], []), { fights: 1, seed: 1 })).toThrow(
      /side 2 \(B\)/,
    );
  });
});
