import type { Encounter } from "../../src/simulate/ruleset.ts";
import { SagaFightState } from "../../src/simulate/saga/fight-state.ts";
import { prepareSagaEncounter } from "../../src/simulate/saga/prepare.ts";
import type { SagaCombatant } from "../../src/simulate/saga/saga-combatant.ts";

/** A Saga stormtrooper-like nonheroic soldier: rifle +4, 3d8, autofire; 10 hp, threshold 12, Reflex 15. */
export function sagaTrooper(name = "Trooper", overrides: Partial<SagaCombatant> = {}): SagaCombatant {
  return {
    name,
    hitPoints: 10,
    maxHitPoints: 10,
    damageThreshold: 12,
    reflex: 15,
    flatFootedReflex: 14,
    initiativeBonus: 2,
    dexterity: 12,
    speed: 6,
    weapons: [
      {
        name: "Blaster Rifle",
        kind: "ranged",
        group: "rifle",
        attack: 4,
        damage: "3d8",
        types: ["energy"],
        autofire: true,
      },
    ],
    ...overrides,
  };
}

/** A 1st-level Jedi-like hero: lightsaber +3, 2d8+1, 32 hp, threshold 13, Reflex 16 (15 flat-footed). */
export function sagaJedi(name = "Jedi", overrides: Partial<SagaCombatant> = {}): SagaCombatant {
  return {
    name,
    hitPoints: 32,
    maxHitPoints: 32,
    damageThreshold: 13,
    reflex: 16,
    flatFootedReflex: 15,
    initiativeBonus: 7,
    dexterity: 13,
    speed: 6,
    weapons: [
      {
        name: "Lightsaber",
        kind: "melee",
        group: "melee",
        attack: 3,
        damage: "2d8+1",
        types: ["energy"],
        lightsaber: true,
      },
    ],
    ...overrides,
  };
}

export function sagaVersus(
  a: readonly SagaCombatant[],
  b: readonly SagaCombatant[],
  distance = 0,
  options?: Record<string, boolean>,
): Encounter<SagaCombatant> {
  return {
    sides: [
      { name: "A", combatants: a },
      { name: "B", combatants: b },
    ],
    distance,
    ...(options ? { options } : {}),
  };
}

/** A fresh fight state of the encounter, reset to the start of a fight. */
export function sagaState(encounter: Encounter<SagaCombatant>): SagaFightState {
  const state = new SagaFightState(prepareSagaEncounter(encounter));
  state.reset();
  return state;
}
