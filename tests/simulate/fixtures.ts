import type { Encounter, RcrCombatant } from "../../src/simulate/index.ts";

/** A stormtrooper-like ordinary soldier: Atk +6 ranged, blaster rifle 3d8, DR 5 (the pack's stat block). */
export function trooper(name = "Trooper", overrides: Partial<RcrCombatant> = {}): RcrCombatant {
  return {
    name,
    heroic: false,
    vitality: 0,
    wounds: 12,
    woundsMax: 12,
    damageReduction: 5,
    defense: { classBonus: 0, dexModifier: 1, size: "medium" },
    baseAttackBonus: 4,
    speed: 8,
    initiativeBonus: 1,
    dexterity: 13,
    fortitude: 5,
    weapons: [
      {
        name: "Blaster Rifle",
        kind: "ranged",
        attack: 5,
        damage: "3d8",
        rangeIncrement: 30,
        fireModes: ["single", "autofire"],
        twoHanded: true,
        blasterRifle: true,
      },
    ],
    ...overrides,
  };
}

/** A heroic duelist with a melee weapon only. */
export function duelist(name = "Duelist", overrides: Partial<RcrCombatant> = {}): RcrCombatant {
  return {
    name,
    heroic: true,
    vitality: 12,
    wounds: 13,
    woundsMax: 13,
    defense: { classBonus: 3, dexModifier: 2, size: "medium" },
    baseAttackBonus: 1,
    speed: 10,
    initiativeBonus: 6,
    dexterity: 14,
    fortitude: 3,
    weapons: [{ name: "Lightsaber", kind: "melee", attack: 4, damage: "2d8+2", threatRange: 19 }],
    ...overrides,
  };
}

export function versus<C>(a: readonly C[], b: readonly C[], distance?: number): Encounter<C> {
  return {
    sides: [
      { name: "A", combatants: a },
      { name: "B", combatants: b },
    ],
    distance,
  };
}
