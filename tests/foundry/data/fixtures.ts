import { registration as data } from "../../../src/data/index.ts";
import { registration as dice } from "../../../src/dice/index.ts";
import { SwrpgActor } from "../../../src/documents/actor.ts";
import { SwrpgItem } from "../../../src/documents/item.ts";
import { ActorModel } from "../../../src/rulesets/rcr/data/actor/actor-model.ts";
import { registerStatusEffects } from "../../../src/rulesets/rcr/status-effects.ts";

/**
 * Registers the data models, the Actor and Item classes and the status effects into the fake CONFIG
 * (idempotent). The documents barrel also registers Combat classes, which these tests do not fake.
 */
export function registerSystem(): void {
  data.register();
  // The roll classes, as init installs them: a message's rolls are rebuilt by class name.
  dice.register();
  CONFIG.Actor.documentClass = SwrpgActor;
  CONFIG.Item.documentClass = SwrpgItem;
  registerStatusEffects();
}

/** The actor's data model, narrowed (every actor type of the system uses an ActorModel). */
export function systemOf(actor: Actor.Implementation): ActorModel {
  if (!(actor.system instanceof ActorModel)) throw new Error(`${actor.name} has no ActorModel`);
  return actor.system;
}

/** Creates an actor through the document lifecycle, then applies statuses (as status effects would). */
export async function createActor(data: Actor.CreateData, statuses: string[] = []): Promise<SwrpgActor> {
  const actor = await SwrpgActor.create(data);
  if (!(actor instanceof SwrpgActor)) throw new Error("actor not created");
  for (const id of statuses) actor.statuses.add(id);
  actor.prepareData();
  return actor;
}

/** Lets the fire-and-forget status sync started in `_onUpdate` finish. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const blasterRifle: Item.CreateData = {
  name: "Blaster rifle",
  type: "weapon",
  system: {
    damage: { formula: "3d8", type: "energy" },
    group: "blasterRifles",
    size: "two-handed",
    attackType: "ranged",
    rangeIncrement: 30,
    fireModes: { single: true, multifire: false, autofire: true },
    stun: { available: true, active: false },
    equipped: true,
    hand: "two-hands",
  },
};

const vibroblade: Item.CreateData = {
  name: "Vibroblade",
  type: "weapon",
  system: {
    damage: { formula: "2d6", type: "slashing" },
    group: "vibroWeapons",
    size: "one-handed",
    attackType: "melee",
    rangeIncrement: 0,
  },
};

/** A 1st-level heroic soldier: Str 14, Dex 13, Con 15; BAB +1, class Defense +3, Fort +2; Weapon Focus (blaster rifles). */
export function soldier(): Actor.CreateData {
  return {
    name: "Soldier",
    type: "character",
    system: {
      abilities: {
        str: { value: 14 },
        dex: { value: 13 },
        con: { value: 15 },
        int: { value: 10 },
        wis: { value: 12 },
        cha: { value: 8 },
      },
      level: 1,
      baseAttackBonus: 1,
      classDefenseBonus: 3,
      saves: { fortitude: { base: 2 }, reflex: { base: 0 }, will: { base: 0 } },
      vitality: { value: 12, max: 12 },
      wounds: { value: 15 },
    },
    items: [
      blasterRifle,
      vibroblade,
      {
        name: "Weapon Focus (blaster rifle)",
        type: "feat",
        system: { key: "weaponFocus", target: "blasterRifles" },
      },
    ],
  };
}

/** An ordinary stormtrooper: Dex 12, Con 12, BAB +2, in medium armor (DR 5, max Dex +3) with a blaster rifle. */
export function stormtrooper(): Actor.CreateData {
  return {
    name: "Stormtrooper",
    type: "npc",
    system: {
      abilities: { str: { value: 12 }, dex: { value: 12 }, con: { value: 12 } },
      baseAttackBonus: 2,
      wounds: { value: 12 },
    },
    items: [
      blasterRifle,
      {
        name: "Stormtrooper armor",
        type: "armor",
        system: {
          damageReduction: 5,
          maxDexBonus: 3,
          armorCheckPenalty: -4,
          category: "medium",
          equipped: true,
        },
      },
    ],
  };
}

/** A Medium character with Dex 16 in medium armor that caps the Dex bonus at +2; class Defense +2. */
export function mediumInMediumArmor(): Actor.CreateData {
  return {
    name: "Armored scout",
    type: "character",
    system: {
      abilities: { dex: { value: 16 }, con: { value: 12 } },
      classDefenseBonus: 2,
      baseAttackBonus: 1,
      vitality: { value: 8, max: 8 },
      wounds: { value: 12 },
    },
    items: [
      {
        name: "Combat jumpsuit",
        type: "armor",
        system: {
          damageReduction: 4,
          maxDexBonus: 2,
          armorCheckPenalty: -3,
          category: "medium",
          equipped: true,
        },
      },
    ],
  };
}

/** A Small character (an Ewok): Str 8, Dex 14, class Defense +1, a light spear held in one hand. */
export function smallCharacter(): Actor.CreateData {
  return {
    name: "Ewok",
    type: "character",
    system: {
      abilities: { str: { value: 8 }, dex: { value: 14 }, con: { value: 10 } },
      size: "small",
      classDefenseBonus: 1,
      baseAttackBonus: 0,
      vitality: { value: 6, max: 6 },
      wounds: { value: 10 },
    },
    items: [
      {
        name: "Spear",
        type: "weapon",
        system: {
          damage: { formula: "1d6", type: "piercing" },
          group: "primitive",
          size: "light",
          attackType: "melee",
          rangeIncrement: 0,
          primitive: true,
          equipped: true,
        },
      },
    ],
  };
}
