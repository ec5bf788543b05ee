// docs/simulate.md › Policy: the foe it can hurt most, with the option that hurts it most.
import { describe, expect, it } from "vitest";
import type { RcrCombatant } from "../../src/simulate/index.ts";
import { applyHit } from "../../src/simulate/rcr/fight.ts";
import { FightState } from "../../src/simulate/rcr/fight-state.ts";
import { pickAttack } from "../../src/simulate/rcr/policy.ts";
import { prepareEncounter } from "../../src/simulate/rcr/prepare.ts";
import { duelist, trooper, versus } from "./fixtures.ts";
import { ScriptedRandom } from "./scripted-random.ts";

function stateOf(a: RcrCombatant[], b: RcrCombatant[], distance = 12): FightState {
  const state = new FightState(prepareEncounter(versus(a, b, distance)));
  state.reset();
  return state;
}

function pick(state: FightState, index: number): { target: string; option: string } {
  const self = state.encounter.combatants[index]!;
  pickAttack(self, self.full, self.fullValue, state);
  return {
    target: state.encounter.combatants[state.pickTarget]?.source.name ?? "none",
    option: self.full[state.pickOption]?.label ?? "none",
  };
}

describe("the foe it can hurt most", () => {
  it("shoots the unarmored foe rather than the one whose armor soaks the blast", () => {
    const state = stateOf(
      [trooper("Shooter")],
      [trooper("Heavy", { damageReduction: 15 }), trooper("Light", { damageReduction: 0 })],
    );
    expect(pick(state, 0).target).toBe("Light");
  });
  it("between foes it hurts alike, the one with the least vitality and wounds left", () => {
    const state = stateOf([trooper("Shooter")], [trooper("First"), trooper("Second")]);
    expect(pick(state, 0).target).toBe("First");
    applyHit(state, new ScriptedRandom([20, 1]), 2, 6, false);
    expect(pick(state, 0).target).toBe("Second");
  });
  it("leaves the dropped alone; with nobody left to hurt it picks nothing", () => {
    const state = stateOf([trooper("Shooter")], [trooper("Only")]);
    applyHit(state, new ScriptedRandom([20, 1]), 1, 1, true);
    expect(pick(state, 0).target).toBe("none");
  });
});

describe("the option that hurts most (planned by the engine's planAttacks)", () => {
  const veteran = (name: string) =>
    trooper(name, {
      baseAttackBonus: 10,
      weapons: [
        {
          name: "Rifle",
          kind: "ranged",
          attack: 10,
          damage: "3d8",
          rangeIncrement: 30,
          fireModes: ["single", "autofire"],
          twoHanded: true,
          blasterRifle: true,
        },
      ],
    });
  it("autofire against an easy target: +4 ×3 and -1 beat +10/+5 against Defense 10", () => {
    const easy = trooper("Easy", { defense: { classBonus: 0, dexModifier: 0, size: "medium" } });
    expect(pick(stateOf([veteran("V")], [easy]), 0).option).toBe("Rifle autofire");
  });
  it("single shots against a hard one: +10/+5 beat +4 ×3 and -1 against Defense 21", () => {
    const hard = trooper("Hard", { defense: { classBonus: 11, dexModifier: 0, size: "medium" } });
    expect(pick(stateOf([veteran("V")], [hard]), 0).option).toBe("Rifle single");
  });
  it("two weapons when Two-Weapon Fighting, Ambidexterity and a light off-hand weapon make it pay", () => {
    const twoBlades = duelist("Twin", {
      feats: { twoWeaponFighting: true, ambidexterity: true },
      weapons: [
        { name: "Vibroblade", kind: "melee", attack: 4, damage: "2d6" },
        { name: "Vibrodagger", kind: "melee", attack: 4, damage: "2d4", light: true },
      ],
    });
    const state = stateOf(
      [twoBlades],
      [trooper("T", { defense: { classBonus: 0, dexModifier: 0, size: "medium" } })],
      0,
    );
    expect(pick(state, 0).option).toBe("Vibroblade + Vibrodagger");
  });
  it("without the feats, one weapon: -6/-10 is not worth it", () => {
    const clumsy = duelist("Clumsy", {
      weapons: [
        { name: "Vibroblade", kind: "melee", attack: 4, damage: "2d6" },
        { name: "Vibrodagger", kind: "melee", attack: 4, damage: "2d4", light: true },
      ],
    });
    const state = stateOf([clumsy], [trooper("T")], 0);
    expect(pick(state, 0).option).toBe("Vibroblade single");
  });
});

describe("melee or ranged", () => {
  it("closes to melee when its blade hurts more than its pistol, shoots otherwise", () => {
    const both = duelist("Both", {
      weapons: [
        { name: "Pistol", kind: "ranged", attack: 3, damage: "1d4", rangeIncrement: 10 },
        { name: "Lightsaber", kind: "melee", attack: 4, damage: "2d8+2", threatRange: 19 },
      ],
    });
    const prepared = prepareEncounter(versus([both, trooper("T")], [trooper("U")]));
    expect(prepared.combatants[0]?.closes).toBe(true);
    expect(prepared.combatants[0]?.full.length).toBeGreaterThan(0);
    expect(prepared.combatants[0]?.full.every((option) => option.kind === "melee")).toBe(true);
    expect(prepared.combatants[1]?.closes).toBe(false);
  });
});
