import type { SwrpgActor } from "../../../../../src/documents/actor.ts";
import { D6ActorModel } from "../../../../../src/rulesets/d6/data/index.ts";
import { createActor } from "../../../data/fixtures.ts";

export { createActor, registerSystem, settle } from "../../../data/fixtures.ts";

/** The actor's D6 model, narrowed. */
export function d6SystemOf(actor: Actor.Implementation): D6ActorModel {
  if (!(actor.system instanceof D6ActorModel)) throw new Error(`${actor.name} has no D6ActorModel`);
  return actor.system;
}

/** Item data as the fixtures build it (plain, so a test can change it before creating the actor). */
export interface ItemData {
  name: string;
  type: string;
  system: Record<string, unknown>;
}

export interface ActorData {
  name: string;
  type: string;
  system: Record<string, unknown>;
  items: ItemData[];
}

export const blasterRifle: ItemData = {
  name: "Blaster rifle",
  type: "d6Weapon",
  system: {
    skill: "blaster",
    damage: "5D",
    damageType: "energy",
    range: { short: 30, medium: 100, long: 300 },
    ammo: { value: 100, max: 100 },
    stun: { available: true, active: false },
  },
};

export const vibroAx: ItemData = {
  name: "Vibro-ax",
  type: "d6Weapon",
  system: {
    skill: "meleeCombat",
    damage: "STR+3D+1",
    damageType: "physical",
    difficulty: "moderate",
    range: { short: 0, medium: 0, long: 0 },
  },
};

/** d6-combat.txt › Grenades and Thermal Detonators: 5D/4D/3D/2D out to 2/4/6/10 m; medium range 11-20 m. */
export const fragGrenade: ItemData = {
  name: "Grenade",
  type: "d6Weapon",
  system: {
    skill: "grenade",
    damage: "5D",
    damageType: "physical",
    range: { short: 10, medium: 20, long: 40 },
    blast: {
      band1: { radius: 2, damage: "5D" },
      band2: { radius: 4, damage: "4D" },
      band3: { radius: 6, damage: "3D" },
      band4: { radius: 10, damage: "2D" },
    },
    activator: "timer",
  },
};

/** d6-combat.txt › Armor: stormtrooper armor +2D physical, +1D energy, -1D to Dexterity. */
export const stormtrooperArmor: ItemData = {
  name: "Stormtrooper armor",
  type: "d6Armor",
  system: { physical: "2D", energy: "1D", dexterityPenalty: "-1D", equipped: true },
};

/** A stormtrooper: every attribute 2D; blaster 4D, dodge 4D, brawling parry 4D, brawling 3D; in his armor. */
export function stormtrooper(): ActorData {
  return {
    name: "Stormtrooper",
    type: "d6Npc",
    system: {
      attributes: {
        dexterity: "2D",
        knowledge: "2D",
        mechanical: "2D",
        perception: "2D",
        strength: "2D",
        technical: "2D",
      },
      skills: { blaster: "4D", dodge: "4D", brawlingParry: "4D", brawling: "3D" },
      move: 10,
    },
    items: structuredClone([blasterRifle, fragGrenade, stormtrooperArmor]),
  };
}

/** A smuggler: Dexterity 3D+1, Strength 3D+2, Perception 3D; blaster 5D+1; with a vibro-ax and no armor. */
export function smuggler(): ActorData {
  return {
    name: "Smuggler",
    type: "d6Character",
    system: {
      attributes: {
        dexterity: "3D+1",
        knowledge: "2D+1",
        mechanical: "3D",
        perception: "3D",
        strength: "3D+2",
        technical: "2D+2",
      },
      skills: { blaster: "5D+1", dodge: "4D+1", meleeCombat: "4D" },
      characterPoints: 5,
      forcePoints: 1,
    },
    items: structuredClone([vibroAx]),
  };
}

export async function createD6(
  make: () => ActorData,
  change: (data: ActorData) => void = () => {},
): Promise<SwrpgActor> {
  const data = make();
  change(data);
  return createActor(data as unknown as Actor.CreateData);
}

export function itemNamed(actor: Actor.Implementation, name: string): Item.Implementation {
  const item = actor.items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`${actor.name} has no ${name}`);
  return item;
}

/** fvtt-types knows RCR's schemas only (the D6 types are registered at runtime): D6 changes go as data. */
export const updateActor = (actor: Actor.Implementation, data: object) =>
  actor.update(data as unknown as Actor.UpdateData);
export const updateItem = (item: Item.Implementation, data: object) =>
  item.update(data as unknown as Item.UpdateData);
