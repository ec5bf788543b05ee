// What the simulator works out once per encounter (src/simulate/rcr/prepare.ts; docs/simulate.md ›
// Policy and What a fight does). Expected values by hand from rcr-combat.txt › Charge (+2 attack,
// -2 Defense; a fatigued character cannot charge), Critical Hits (an unarmed strike scores none without
// Martial Arts), Surprise (a surprise round only when some are aware and some are not).
import { describe, expect, it } from "vitest";
import { NORMAL, prepareEncounter, STANCES } from "../../src/simulate/rcr/prepare.ts";
import { duelist, trooper, versus } from "./fixtures.ts";

describe("melee or ranged is weighed against foes only", () => {
  it("a fighter who can hurt no foe does not close in because its blade would hurt an ally", () => {
    // Blade 3d8 against pistol 1d4: against the unarmored ally the blade is far better, but the foe
    // (DR 100, immune to criticals) can be hurt by neither: 0 against 0, so it does not close.
    const both = duelist("Both", {
      weapons: [
        { name: "Blade", kind: "melee", attack: 4, damage: "3d8" },
        { name: "Pistol", kind: "ranged", attack: 4, damage: "1d4", rangeIncrement: 10 },
      ],
    });
    const ally = trooper("Ally", { damageReduction: 0 });
    const wall = trooper("Wall", { damageReduction: 100, immuneToCriticals: true });
    expect(prepareEncounter(versus([both, ally], [wall])).combatants[0]?.closes).toBe(false);
  });
  it("a fighter whose rifle hurts more than its knife stays back and shoots", () => {
    // Rifle 3d8 (mean 13.5) against knife 1d4 (2.5), the same bonus: the rifle is better against the trooper.
    const both = duelist("Both", {
      weapons: [
        { name: "Knife", kind: "melee", attack: 4, damage: "1d4" },
        { name: "Rifle", kind: "ranged", attack: 4, damage: "3d8", rangeIncrement: 30 },
      ],
    });
    const self = prepareEncounter(versus([both], [trooper("T")])).combatants[0]!;
    expect(self.closes).toBe(false);
    expect(self.full.map((option) => option.label)).toEqual(["Rifle single"]);
    expect(self.single.map((option) => option.label)).toEqual(["Rifle"]);
  });
  it("its attack actions are of the kind it fights with: the melee fighter's is its blade's", () => {
    const both = duelist("Both", {
      weapons: [
        { name: "Pistol", kind: "ranged", attack: 3, damage: "1d4", rangeIncrement: 10 },
        { name: "Lightsaber", kind: "melee", attack: 4, damage: "2d8+2", threatRange: 19 },
      ],
    });
    const self = prepareEncounter(versus([both], [trooper("T")])).combatants[0]!;
    expect(self.closes).toBe(true);
    expect(self.single.map((option) => option.label)).toEqual(["Lightsaber"]);
  });
});

describe("criticals and charges", () => {
  it("an unarmed strike without Martial Arts scores no critical: +5 against Defense 10, 1d6 → 4 - DR 2: 0.8 × 2 = 1.6", () => {
    const brawler = duelist("Brawler", {
      weapons: [{ name: "Fist", kind: "melee", attack: 5, damage: "1d6", unarmed: true }],
    });
    const target = trooper("T", {
      damageReduction: 2,
      defense: { classBonus: 0, dexModifier: 0, size: "medium" },
    });
    const self = prepareEncounter(versus([brawler], [target], 0)).combatants[0]!;
    expect(self.canCritical).toEqual([false]);
    expect(self.singleValue[(0 * 2 + 1) * STANCES + NORMAL]).toBeCloseTo(1.6, 10);
    const master = duelist("Master", { ...brawler, feats: { martialArts: true } });
    expect(prepareEncounter(versus([master], [target], 0)).combatants[0]?.canCritical).toEqual([true]);
  });
  it("a charge gives +2 to the attack and -2 to Defense; a fatigued combatant cannot charge", () => {
    expect(prepareEncounter(versus([duelist("D")], [trooper("T")])).combatants[0]?.charge).toEqual({
      attack: 2,
      defense: -2,
    });
    const tired = duelist("Tired", { fatigued: true });
    expect(prepareEncounter(versus([tired], [trooper("T")])).combatants[0]?.charge).toBeNull();
  });
});

describe("surprise", () => {
  it("everyone aware: no surprise round; one unaware: a surprise round", () => {
    expect(prepareEncounter(versus([duelist("D")], [trooper("T")])).surprise).toBe(false);
    expect(prepareEncounter(versus([duelist("D")], [trooper("T", { aware: false })])).surprise).toBe(true);
  });
});
