// Bad input is refused everywhere, not only in the file reader: the RCR ruleset's prepare checks every
// record it is given (from a file, a pack, a Foundry actor or a worker message) and names the combatant
// and the field.
import { describe, expect, it } from "vitest";
import { type Encounter, type RcrCombatant, rcrRuleset, simulate } from "../../src/simulate/index.ts";
import { SimulationInputError } from "../../src/simulate/input-check.ts";
import { duelist, trooper, versus } from "./fixtures.ts";

const prepare = (encounter: Encounter<RcrCombatant>) => () => rcrRuleset.prepare(encounter);
const withTrooper = (overrides: Record<string, unknown>) =>
  prepare(versus([duelist("D")], [trooper("Trooper 2", overrides as Partial<RcrCombatant>)]));

describe("numbers the fights cannot use are refused, naming the combatant and the field", () => {
  it.each([
    ["wounds", Number.NaN, "Trooper 2: wounds must be a whole number, got NaN"],
    ["wounds", Number.POSITIVE_INFINITY, "Trooper 2: wounds must be a whole number, got Infinity"],
    ["wounds", 4.5, "Trooper 2: wounds must be a whole number, got 4.5"],
    ["woundsMax", 0, "Trooper 2: woundsMax must be a whole number of at least 1, got 0"],
    ["vitality", Number.NaN, "Trooper 2: vitality must be a whole number of at least 0, got NaN"],
    ["vitality", -1, "Trooper 2: vitality must be a whole number of at least 0, got -1"],
    ["damageReduction", Number.NaN, "Trooper 2: damageReduction must be a whole number of at least 0"],
    ["baseAttackBonus", Number.NEGATIVE_INFINITY, "Trooper 2: baseAttackBonus must be a whole number"],
    ["initiativeBonus", Number.NaN, "Trooper 2: initiativeBonus must be a whole number, got NaN"],
    ["fortitude", "5", 'Trooper 2: fortitude must be a whole number, got "5"'],
    ["dexterity", undefined, "Trooper 2: dexterity must be a whole number, got nothing"],
    ["speed", Number.NaN, "Trooper 2: speed must be a finite number of at least 0, got NaN"],
    ["heroic", "yes", 'Trooper 2: heroic must be true or false, got "yes"'],
  ])("%s = %s", (field, value, message) => {
    expect(withTrooper({ [field]: value })).toThrow(message);
  });

  it("Defense inputs: a NaN class bonus, an unknown size, a NaN dodge bonus", () => {
    const defense = { classBonus: 0, dexModifier: 1, size: "medium" };
    expect(withTrooper({ defense: { ...defense, classBonus: Number.NaN } })).toThrow(
      "Trooper 2: defense.classBonus must be a whole number, got NaN",
    );
    expect(withTrooper({ defense: { ...defense, size: "enormous" } })).toThrow(
      'Trooper 2: defense.size must be one of "fine"',
    );
    expect(withTrooper({ defense: { ...defense, dodgeBonuses: [1, Number.NaN] } })).toThrow(
      "Trooper 2: defense.dodgeBonuses[1] must be a whole number, got NaN",
    );
    expect(withTrooper({ defense: null })).toThrow("Trooper 2: defense must be an object, got null");
  });

  it("weapons: an unknown kind, a NaN attack, a bad formula, a bad threat range or fire mode", () => {
    const rifle = trooper("T").weapons[0]!;
    const weapon = (overrides: Record<string, unknown>) =>
      withTrooper({ weapons: [{ ...rifle, ...overrides }] });
    expect(weapon({ kind: "laser" })).toThrow(
      'Trooper 2: weapons[0].kind must be one of "melee", "ranged", got "laser"',
    );
    expect(weapon({ attack: Number.NaN })).toThrow(
      "Trooper 2: weapons[0].attack must be a whole number, got NaN",
    );
    expect(weapon({ damage: "3d" })).toThrow(
      'Trooper 2: weapons[0].damage must be a dice formula such as "3d8"',
    );
    expect(weapon({ threatRange: 1 })).toThrow(
      "Trooper 2: weapons[0].threatRange must be a whole number from 2 to 20, got 1",
    );
    expect(weapon({ rangeIncrement: Number.NaN })).toThrow(
      "Trooper 2: weapons[0].rangeIncrement must be a finite number of at least 0, got NaN",
    );
    expect(weapon({ fireModes: ["single", "burst"] })).toThrow(
      'Trooper 2: weapons[0].fireModes[1] must be one of "single", "multifire", "autofire", got "burst"',
    );
    expect(weapon({ light: "no" })).toThrow('Trooper 2: weapons[0].light must be true or false, got "no"');
    expect(withTrooper({ weapons: "rifle" })).toThrow('Trooper 2: weapons must be a list, got "rifle"');
  });

  it("an unknown feat is named", () => {
    expect(withTrooper({ feats: { cleave: true } })).toThrow("Trooper 2: feats.cleave is unknown");
  });

  it("a combatant without a name is named by its place", () => {
    expect(prepare(versus([duelist("D")], [trooper("", { wounds: Number.NaN })]))).toThrow(
      "side 2, combatant 1: name must be a non-empty text",
    );
  });

  it("the refusal is a SimulationInputError that keeps who and which field", () => {
    try {
      withTrooper({ wounds: Number.NaN })();
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SimulationInputError);
      expect(error).toMatchObject({ who: "Trooper 2", field: "wounds" });
    }
  });
});

describe("the encounter's shape", () => {
  it("one side, an empty side, a NaN distance, an unknown option are refused", () => {
    const one = { sides: [{ name: "A", combatants: [duelist("D")] }] };
    expect(prepare(one)).toThrow("the encounter: sides must be at least two");
    expect(prepare(versus([duelist("D")], []))).toThrow("side 2 (B): combatants must not be empty");
    expect(prepare(versus([duelist("D")], [trooper("T")], Number.NaN))).toThrow(
      "the encounter: distance must be a finite number of at least 0, got NaN",
    );
    expect(prepare({ ...versus([duelist("D")], [trooper("T")]), options: { wildDie: true } })).toThrow(
      "the encounter: options.wildDie is unknown (this ruleset has no options)",
    );
  });
  it("simulate() refuses through prepare too: nothing is counted from a NaN record", () => {
    expect(() =>
      simulate(rcrRuleset, versus([duelist("D", { vitality: Number.NaN })], [trooper("T")]), {
        fights: 10,
        seed: 1,
      }),
    ).toThrow("D: vitality must be a whole number of at least 0, got NaN");
  });
});

describe("any number of sides (no 32-bit side mask)", () => {
  it("40 sides of one trooper each: the fights end with one side standing or a draw, never a 33rd side lost", () => {
    const sides = Array.from({ length: 40 }, (_, s) => ({
      name: `Side ${s + 1}`,
      combatants: [trooper(`T${s + 1}`, { wounds: 3, woundsMax: 3, damageReduction: 0 })],
    }));
    const odds = simulate(rcrRuleset, { sides, distance: 10 }, { fights: 40, seed: 3 });
    const wins = odds.sides.reduce((sum, side) => sum + side.winChance, 0);
    expect(wins + odds.drawChance).toBeCloseTo(1, 10);
    // Each fight has one winner at most: the last trooper standing. Sides past the 32nd win some fights.
    expect(odds.sides.slice(32).some((side) => side.winChance > 0)).toBe(true);
    expect(odds.rounds.mean).toBeGreaterThan(1);
  });
  it("sides 1 and 33 standing (the rest start disabled) are two sides: they fight, nobody wins at round 0", () => {
    const sides = Array.from({ length: 33 }, (_, s) => ({
      name: `Side ${s + 1}`,
      combatants: [trooper(`T${s + 1}`, { wounds: s === 0 || s === 32 ? 12 : 0 })],
    }));
    const odds = simulate(rcrRuleset, { sides, distance: 10 }, { fights: 20, seed: 3 });
    expect(odds.rounds.distribution[0]).toBe(0);
    expect(odds.sides[0]!.winChance + odds.sides[32]!.winChance + odds.drawChance).toBeCloseTo(1, 10);
    expect(odds.sides[0]!.winChance).toBeGreaterThan(0);
  });
});
