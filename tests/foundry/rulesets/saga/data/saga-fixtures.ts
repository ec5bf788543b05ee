import type { SwrpgActor } from "../../../../../src/documents/actor.ts";
import { SagaActorModel } from "../../../../../src/rulesets/saga/data/index.ts";
import { sagaActorSheetView } from "../../../../../src/rulesets/saga/sheets/actor-view.ts";
import { createActor } from "../../../data/fixtures.ts";

export { createActor, registerSystem, settle } from "../../../data/fixtures.ts";

/** The actor's Saga model, narrowed. */
export function sagaSystemOf(actor: Actor.Implementation): SagaActorModel {
  if (!(actor.system instanceof SagaActorModel)) throw new Error(`${actor.name} has no SagaActorModel`);
  return actor.system;
}

/** The Saga sheet's template context for the actor (the character sheet and the NPC stat block share it). */
export function sagaSheetContext(actor: Actor.Implementation, editable = true) {
  const system = sagaSystemOf(actor);
  return sagaActorSheetView(
    {
      id: actor.id,
      uuid: `Actor.${actor.id}`,
      name: actor.name,
      img: null,
      type: actor.type,
      system,
      items: actor.items,
      statuses: actor.statuses,
    },
    { editable, enrichedNotes: system.notes },
  );
}

/** Item data as the fixtures build it (plain, so a test can change it before creating the actor). */
export interface ItemData {
  name: string;
  type: string;
  system: Record<string, unknown>;
}

/** Actor data as the fixtures build it. */
export interface ActorData {
  name: string;
  type: string;
  system: Record<string, unknown>;
  items: ItemData[];
}

export const blasterRifle: ItemData = {
  name: "Blaster rifle",
  type: "sagaWeapon",
  system: {
    group: "rifle",
    damage: { formula: "3d8", type: "energy", secondType: "none" },
    stun: { available: true, active: false },
    fire: { autofire: true, autofireOnly: false, burstFire: true },
    range: "rifle",
    shots: { value: 50, max: 50 },
  },
};

export const vibroblade: ItemData = {
  name: "Vibroblade",
  type: "sagaWeapon",
  system: {
    group: "melee",
    damage: { formula: "2d6", type: "slashing", secondType: "none" },
    range: "melee",
  },
};

export const fragGrenade: ItemData = {
  name: "Frag grenade",
  type: "sagaWeapon",
  system: {
    group: "thrown",
    damage: { formula: "4d6", type: "slashing", secondType: "none" },
    burstRadius: 2,
    range: "thrown",
  },
};

export const combatJumpsuit: ItemData = {
  name: "Combat jumpsuit",
  type: "sagaArmor",
  system: { armorType: "light", reflexBonus: 4, fortitudeBonus: 2, maxDexBonus: 3, equipped: true },
};

const talent = (name: string, key: string, target = "", kind = "feat"): ItemData => ({
  name,
  type: "sagaTalent",
  system: { kind, key, target },
});

/**
 * A 3rd-level heroic rebel soldier: Str 12, Dex 14, Con 13, Wis 10; BAB +3; class Reflex +1, Fortitude +2;
 * trained in Initiative; in a combat jumpsuit (light, Reflex +4, Fortitude +2, max Dex +3); Weapon Proficiency
 * (rifles, advanced melee, simple), Weapon Focus (rifles), Armor Proficiency (light), Point Blank Shot,
 * Evasion; blaster rifle, vibroblade, frag grenade.
 */
export function rebelSoldier(): ActorData {
  return {
    name: "Rebel soldier",
    type: "sagaCharacter",
    system: {
      abilities: {
        str: { value: 12 },
        dex: { value: 14 },
        con: { value: 13 },
        int: { value: 10 },
        wis: { value: 10 },
        cha: { value: 8 },
      },
      heroicLevel: 3,
      nonheroicLevel: 0,
      classDefense: { reflex: 1, fortitude: 2, will: 0 },
      baseAttackBonus: 3,
      hp: { value: 38, max: 38, temp: 0 },
      initiative: { trained: true, skillFocus: false, misc: 0 },
    },
    items: [
      ...structuredClone([blasterRifle, vibroblade, fragGrenade, combatJumpsuit]),
      talent("Weapon Proficiency (rifles)", "weaponProficiency", "rifles"),
      talent("Weapon Proficiency (advanced melee)", "weaponProficiency", "advancedMelee"),
      talent("Weapon Proficiency (simple)", "weaponProficiency", "simple"),
      talent("Weapon Focus (rifles)", "weaponFocus", "rifles"),
      talent("Armor Proficiency (light)", "armorProficiency", "light"),
      talent("Point Blank Shot", "pointBlankShot"),
      talent("Evasion", "evasion", "", "talent"),
    ],
  };
}

/** Creates the rebel soldier, or a variant of it, through the document lifecycle. */
export async function createSoldier(
  change: (data: ActorData) => void = () => {},
  statuses: string[] = [],
): Promise<SwrpgActor> {
  const data = rebelSoldier();
  change(data);
  return createActor(data as unknown as Actor.CreateData, statuses);
}

/** The soldier's item of that name. */
export function itemNamed(actor: Actor.Implementation, name: string): Item.Implementation {
  const item = actor.items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`${actor.name} has no ${name}`);
  return item;
}
