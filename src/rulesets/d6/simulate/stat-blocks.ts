import { d6 } from "../../../rules/index.ts";
import type { D6Combatant, D6SimWeapon } from "../../../simulate/d6/d6-combatant.ts";
import type { PackSource } from "../../../simulate/encounter/encounter-file.ts";
import { d6WeaponFromPack } from "./pack-weapon.ts";

/**
 * The D6 default encounter's stat blocks: typical WEG D6 characters (example numbers, not a book's), each
 * weapon and armor read from the D6 packs (packs/_source/d6-weapons, d6-armor) when they are there, else
 * from the same numbers written here.
 */

const code = (dice: number, pips = 0): d6.DiceCode => ({ dice, pips });

/** A weapon by pack reference, with the numbers to use when the pack is not there. */
function weapon(
  packs: PackSource,
  reference: string,
  skill: d6.DiceCode,
  fallback: Omit<D6SimWeapon, "skill">,
): D6SimWeapon {
  return d6WeaponFromPack(packs(reference), skill) ?? { ...fallback, skill };
}

/** An armor by pack reference (its dice and Dexterity penalty), with fallback numbers. */
function armor(packs: PackSource, reference: string, fallback: d6.Armor): d6.Armor {
  const item = packs(reference) as { type?: string; system?: Record<string, string> } | null;
  return item?.type === "d6Armor" && item.system
    ? { ...fallback, ...readArmor(item.system, fallback) }
    : fallback;
}

function readArmor(system: Record<string, string>, fallback: d6.Armor): d6.Armor {
  const parse = (text: string | undefined, or: d6.DiceCode) => d6.parseDiceCode(text ?? "") ?? or;
  return {
    physical: parse(system.physical, fallback.physical),
    energy: parse(system.energy, fallback.energy),
    dexterityPenalty: parse(system.dexterityPenalty, fallback.dexterityPenalty ?? code(0)),
  };
}

const BLASTER_RIFLE: Omit<D6SimWeapon, "skill"> = {
  name: "Blaster Rifle",
  kind: "ranged",
  damage: { strength: false, dice: code(5) },
  damageType: "energy",
  ranges: { short: 30, medium: 100, long: 300 },
};
const HEAVY_BLASTER_PISTOL: Omit<D6SimWeapon, "skill"> = {
  name: "Heavy Blaster Pistol",
  kind: "ranged",
  damage: { strength: false, dice: code(5) },
  damageType: "energy",
  ranges: { short: 7, medium: 25, long: 50 },
};
const LIGHTSABER: Omit<D6SimWeapon, "skill"> = {
  name: "Lightsaber",
  kind: "melee",
  damage: { strength: false, dice: code(5) },
  damageType: "energy",
  difficulty: "difficult",
};

export function stormtrooper(packs: PackSource, name: string): D6Combatant {
  // Stormtrooper armor's -1D to Dexterity is in the skill codes below (blaster 4D, dodge 3D as rolled).
  return {
    name,
    perception: code(2),
    strength: code(2),
    reactions: { dodge: code(3), brawlingParry: code(3) },
    armor: armor(packs, "d6-armor/stormtrooper-armor", {
      physical: code(2),
      energy: code(1),
      dexterityPenalty: code(-1),
    }),
    move: 10,
    weapons: [weapon(packs, "d6-weapons/blaster-rifle", code(4), BLASTER_RIFLE)],
  };
}

export function heroes(packs: PackSource): D6Combatant[] {
  return [
    {
      name: "Smuggler",
      perception: code(3, 1),
      strength: code(3),
      reactions: { dodge: code(4, 1) },
      move: 10,
      weapons: [weapon(packs, "d6-weapons/heavy-blaster-pistol", code(5, 1), HEAVY_BLASTER_PISTOL)],
    },
    {
      name: "Young Jedi",
      perception: code(3),
      strength: code(3),
      reactions: { dodge: code(4), lightsaber: code(5) },
      move: 10,
      weapons: [weapon(packs, "d6-weapons/lightsaber", code(5), LIGHTSABER)],
    },
    {
      name: "Mercenary",
      perception: code(3),
      strength: code(3, 2),
      reactions: { dodge: code(4) },
      armor: armor(packs, "d6-armor/blast-vest", { physical: code(0, 1), energy: code(0, 1) }),
      move: 10,
      weapons: [weapon(packs, "d6-weapons/blaster-rifle", code(5, 2), BLASTER_RIFLE)],
    },
  ];
}
