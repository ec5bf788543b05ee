// Saga actors for the fight's tests, built through the system's own data models (src/rulesets/saga/data):
// a stormtrooper NPC (Con 14: Fortitude and damage threshold 12, Reflex 10) with chosen hit points, shield
// rating and damage reduction, a droid, and a rifle and frag grenade to fire. An armed trooper is proficient
// with every weapon group but exotic unless told (`proficient: false`).
import { SwrpgActor } from "../../../../../src/documents/actor.ts";

export interface SagaActorOptions {
  name?: string;
  hp?: number;
  max?: number;
  temp?: number;
  shield?: number;
  dr?: number;
  condition?: number;
  droid?: boolean;
  cybernetic?: boolean;
  dex?: number;
  initiative?: { trained?: boolean; misc?: number };
  statuses?: string[];
  items?: Record<string, unknown>[];
  /** Default true: an armed trooper gets Weapon Proficiency in every group but exotic (after its items). */
  proficient?: boolean;
}

/** Weapon Proficiency in the six groups a trained trooper has (no exotic weapons). */
export const TRAINED_GROUPS = ["simple", "advancedMelee", "lightsabers", "pistols", "rifles", "heavy"];
const proficiencies = TRAINED_GROUPS.map((target) => ({
  name: `Weapon Proficiency (${target})`,
  type: "sagaTalent",
  system: { kind: "feat", key: "weaponProficiency", target },
}));

/** A Saga NPC; its damage threshold is 12 (Con 14) unless `droid` (Strength stands in: 10, threshold 10). */
export async function sagaTrooper(options: SagaActorOptions = {}): Promise<Actor.Implementation> {
  const actor = await SwrpgActor.create({
    name: options.name ?? "Stormtrooper",
    type: "sagaNpc",
    system: {
      hp: { value: options.hp ?? 30, max: options.max ?? options.hp ?? 30, temp: options.temp ?? 0 },
      shield: { value: options.shield ?? 0, max: options.shield ?? 0 },
      damageReduction: options.dr ?? 0,
      condition: { step: options.condition ?? 0 },
      abilities: { con: { value: 14 }, dex: { value: options.dex ?? 10 } },
      droid: options.droid ?? false,
      cybernetic: options.cybernetic ?? false,
      initiative: { trained: options.initiative?.trained ?? false, misc: options.initiative?.misc ?? 0 },
    },
    items: [
      ...(options.items ?? []),
      ...(options.proficient !== false && options.items?.some((item) => item.type === "sagaWeapon")
        ? proficiencies
        : []),
    ],
  } as unknown as Actor.CreateData);
  return actor as unknown as Actor.Implementation;
}

export const rifleItem = {
  name: "Blaster rifle",
  type: "sagaWeapon",
  system: {
    group: "rifle",
    damage: { formula: "3d8", type: "energy" },
    fire: { autofire: true },
    equipped: true,
  },
};

export const fragItem = {
  name: "Frag grenade",
  type: "sagaWeapon",
  system: { group: "thrown", damage: { formula: "4d6", type: "slashing" }, burstRadius: 2, equipped: true },
};

/** The system values damage changes, as the sheet stores them. */
export function healthOf(actor: Actor.Implementation) {
  const system = actor.system as unknown as {
    hp: { value: number; temp: number };
    shield: { value: number };
    condition: { step: number };
  };
  return {
    hp: system.hp.value,
    temp: system.hp.temp,
    shield: system.shield.value,
    condition: system.condition.step,
  };
}
