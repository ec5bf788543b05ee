// docs/simulate.md › Policy: "hurt" is the expected vitality and wound points one option costs a foe,
// worked out once per encounter with the engine's resolveAttack and applyDamage. Worked examples by
// hand from rcr-combat.txt › Attack Rolls (natural 1 misses, natural 20 hits), Critical Hits (a threat
// must hit; a confirmed critical drops an ordinary target to -1, goes to a heroic one's wounds) and
// Vitality and Wound Points (vitality first, then wounds through damage reduction).
import { describe, expect, it } from "vitest";
import type { RcrCombatant } from "../../src/simulate/index.ts";
import { FightState } from "../../src/simulate/rcr/fight-state.ts";
import { hitChances, pickAttack } from "../../src/simulate/rcr/policy.ts";
import { FLAT_FOOTED, NORMAL, prepareEncounter, STANCES } from "../../src/simulate/rcr/prepare.ts";
import { duelist, trooper, versus } from "./fixtures.ts";

describe("hitChances: the 20 faces of the attack roll", () => {
  it("+5 against Defense 10: 5 to 20 hit (16 faces), only the 20 threatens", () => {
    expect(hitChances(5, 10, 20, true)).toEqual({ hit: 0.8, threat: 0.05 });
  });
  it("a threat range of 19-20 that only the 20 can hit: a miss never threatens", () => {
    expect(hitChances(-10, 20, 19, true)).toEqual({ hit: 0.05, threat: 0.05 });
  });
  it("threat range 19-20 on an easy hit: two threatening faces", () => {
    expect(hitChances(5, 10, 19, true)).toEqual({ hit: 0.8, threat: 0.1 });
  });
  it("a natural 1 always misses, however big the bonus; no critical when it cannot score one", () => {
    expect(hitChances(30, 10, 20, false)).toEqual({ hit: 0.95, threat: 0 });
  });
});

// The attacker: base attack +1, a club at +5, 1d8 (mean 4.5, rounded to 5), threat 20 only.
const clubber = (overrides: Partial<RcrCombatant> = {}) =>
  duelist("Clubber", {
    weapons: [{ name: "Club", kind: "melee", attack: 5, damage: "1d8" }],
    ...overrides,
  });
// An ordinary target: Defense 10, DR 2, 12 wounds; its recorded vitality is ignored (ordinary).
const ordinary = (overrides: Partial<RcrCombatant> = {}) =>
  trooper("Ordinary", {
    vitality: 5,
    damageReduction: 2,
    defense: { classBonus: 0, dexModifier: 0, size: "medium" },
    ...overrides,
  });

/** The attack action's expected hurt against combatant 1 in a stance. */
function singleValue(attacker: RcrCombatant, target: RcrCombatant, stance = NORMAL): number {
  const prepared = prepareEncounter(versus([attacker], [target], 0));
  const self = prepared.combatants[0]!;
  expect(self.single.map((option) => option.label)).toEqual(["Club"]);
  return self.singleValue[(0 * 2 + 1) * STANCES + stance]!;
}

describe("expected hurt of one option (expectedDamage)", () => {
  // Hit 0.8, threat 0.05, so a confirmed critical 0.05 × 0.8 = 0.04 and a plain hit 0.76.
  it("an ordinary target: a plain hit costs 5 - DR 2 = 3 wounds, a critical 12 + 1: 0.76×3 + 0.04×13 = 2.8", () => {
    expect(singleValue(clubber(), ordinary())).toBeCloseTo(2.8, 10);
  });
  it("a target immune to criticals: every hit is plain, 0.8 × 3 = 2.4", () => {
    expect(singleValue(clubber(), ordinary({ immuneToCriticals: true }))).toBeCloseTo(2.4, 10);
  });
  it("a heroic target: a plain hit costs 5 vitality, a critical 5 - DR 2 = 3 wounds: 0.76×5 + 0.04×3 = 3.92", () => {
    const heroic = duelist("Heroic", {
      vitality: 10,
      damageReduction: 2,
      defense: { classBonus: 0, dexModifier: 0, size: "medium" },
    });
    expect(singleValue(clubber(), heroic)).toBeCloseTo(3.92, 10);
  });
  it("a flat-footed target loses its Dex bonus: Defense 13 → 10 (same as the Dex-less target)", () => {
    const nimble = ordinary({ defense: { classBonus: 0, dexModifier: 3, size: "medium" } });
    // Standing: +5 against 13 hits on 8 to 20 (13 faces): 0.65 - 0.0325 plain, 0.0325 critical.
    expect(singleValue(clubber(), nimble, NORMAL)).toBeCloseTo(0.6175 * 3 + 0.0325 * 13, 10);
    expect(singleValue(clubber(), nimble, FLAT_FOOTED)).toBeCloseTo(2.8, 10);
  });
  it("a full attack adds up its attacks: base +6 gives +10/+5, 0.95 and 0.8 to hit: 3.325 + 2.8 = 6.125", () => {
    const veteran = clubber({
      baseAttackBonus: 6,
      weapons: [{ name: "Club", kind: "melee", attack: 10, damage: "1d8" }],
    });
    const prepared = prepareEncounter(versus([veteran], [ordinary()], 0));
    const self = prepared.combatants[0]!;
    const o = self.full.findIndex((option) => option.label === "Club single");
    expect(self.full[o]?.attacks.map((a) => a.bonus)).toEqual([10, 5]);
    // +10: hit 0.95, critical 0.0475: 0.9025 × 3 + 0.0475 × 13 = 3.325.
    expect(self.fullValue[(o * 2 + 1) * STANCES + NORMAL]).toBeCloseTo(6.125, 10);
  });
  it("a point-blank shot (2 m) adds +1 to hit and to damage: +5 against 10 hits 0.8, 1d8 + 1 rounds to 6: 0.76×4 + 0.04×13 = 3.56", () => {
    const pistol = trooper("Pistol", {
      weapons: [{ name: "Holdout", kind: "ranged", attack: 4, damage: "1d8", rangeIncrement: 4 }],
    });
    const self = prepareEncounter(versus([pistol], [ordinary()], 2)).combatants[0]!;
    expect(self.single.map((option) => option.label)).toEqual(["Holdout"]);
    expect(self.singleValue[(0 * 2 + 1) * STANCES + NORMAL]).toBeCloseTo(3.56, 10);
  });
  it("a foe out of the weapon's reach (beyond ten range increments) cannot be hurt: 0", () => {
    const shortPistol = trooper("Pistol", {
      weapons: [{ name: "Holdout", kind: "ranged", attack: 5, damage: "1d8", rangeIncrement: 1 }],
    });
    const prepared = prepareEncounter(versus([shortPistol], [ordinary()], 20));
    const self = prepared.combatants[0]!;
    expect(self.full.length).toBeGreaterThan(0);
    for (let o = 0; o < self.full.length; o++)
      for (let stance = 0; stance < STANCES; stance++)
        expect(self.fullValue[(o * 2 + 1) * STANCES + stance]).toBe(0);
  });
});

describe("pickAttack: foes only", () => {
  it("never picks its own unarmored ally, however easy to hurt", () => {
    const state = new FightState(
      prepareEncounter(
        versus(
          [trooper("Shooter"), trooper("Ally", { damageReduction: 0 })],
          [trooper("Foe", { damageReduction: 10 })],
        ),
      ),
    );
    state.reset();
    const self = state.encounter.combatants[0]!;
    pickAttack(self, self.full, self.fullValue, state);
    expect(state.encounter.combatants[state.pickTarget]?.source.name).toBe("Foe");
  });
  it("the foe it hurts most comes first, even when another has less left to lose", () => {
    // Open: DR 0, 12 wounds. Tough: DR 20, 5 wounds, so only criticals hurt it (less, though it has less left).
    const state = new FightState(
      prepareEncounter(
        versus(
          [trooper("Shooter")],
          [trooper("Open", { damageReduction: 0 }), trooper("Tough", { damageReduction: 20, wounds: 5 })],
        ),
      ),
    );
    state.reset();
    const self = state.encounter.combatants[0]!;
    pickAttack(self, self.full, self.fullValue, state);
    expect(state.encounter.combatants[state.pickTarget]?.source.name).toBe("Open");
  });
  it("with only unhurtable foes (DR 100, immune to criticals) it picks no target and no option (-1, -1)", () => {
    const state = new FightState(
      prepareEncounter(
        versus([trooper("Shooter")], [trooper("Wall", { damageReduction: 100, immuneToCriticals: true })]),
      ),
    );
    state.reset();
    state.pickTarget = 0;
    state.pickOption = 0;
    const self = state.encounter.combatants[0]!;
    pickAttack(self, self.full, self.fullValue, state);
    expect([state.pickTarget, state.pickOption]).toEqual([-1, -1]);
  });
});
