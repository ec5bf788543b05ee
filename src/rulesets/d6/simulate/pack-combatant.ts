import { d6 } from "../../../rules/index.ts";
import type { D6Combatant } from "../../../simulate/d6/d6-combatant.ts";
import type { D6ActorRecord, D6ArmorRecord, D6WeaponRecord } from "../data/actor-record.ts";
import { deriveD6Actor } from "../data/derive-actor.ts";
import type { D6ArmorModel, D6WeaponModel } from "../data/item-models.ts";
import { d6ArmorRecord, d6WeaponRecord } from "../data/item-records.ts";
import { D6_ATTRIBUTES, D6_FORCE_SKILLS, D6_SKILL_KEYS } from "../data/skills.ts";
import { storedDiceCode, storedSkillCode } from "../data/stored-codes.ts";
import { d6CombatantRecord } from "../odds/d6-combatant-record.ts";

/** A D6 compendium actor as stored in packs/_source (d6-npcs, d6-heroes); only the fields read here are typed. */
export interface D6PackActor {
  name: string;
  type: string;
  system: {
    attributes: Record<string, string>;
    skills: Record<string, string>;
    force: Record<string, string>;
    characterPoints: number;
    forcePoints: number;
    darkSidePoints: number;
    forceSensitive: boolean;
    move: number;
    wounds: { value: number; mortallyWoundedRounds: number; stabilized: boolean; treated: boolean };
    stun: { value: number; rounds: number; unconscious: boolean };
  };
  items: readonly { _id: string; name: string; type: string; system: Record<string, unknown> }[];
}

const mapKeys = <K extends string, V>(keys: readonly K[], value: (key: K) => V) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;

/**
 * The one conversion from a D6 pack actor to a simulator combatant: its plain record (as the data model's
 * `toRecord` builds it from the stored fields) goes through the model's own `deriveD6Actor`, and
 * `d6CombatantRecord` takes the combatant's codes from the result.
 */
export function d6CombatantFromPack(actor: D6PackActor): D6Combatant {
  const s = actor.system;
  const weapons: D6WeaponRecord[] = [];
  const armor: D6ArmorRecord[] = [];
  for (const item of actor.items) {
    // The pack stores exactly the fields the item models hold; the record builders read only those.
    if (item.type === "d6Weapon")
      weapons.push(
        d6WeaponRecord({ id: item._id, name: item.name }, item.system as unknown as D6WeaponModel),
      );
    else if (item.type === "d6Armor")
      armor.push(d6ArmorRecord({ id: item._id, name: item.name }, item.system as unknown as D6ArmorModel));
  }
  const record: D6ActorRecord = {
    attributes: mapKeys(D6_ATTRIBUTES, (key) => storedDiceCode(s.attributes[key] ?? "")),
    skills: mapKeys(D6_SKILL_KEYS, (key) => storedSkillCode(s.skills[key] ?? "")),
    force: mapKeys(D6_FORCE_SKILLS, (key) => storedSkillCode(s.force[key] ?? "")),
    characterPoints: s.characterPoints,
    forcePoints: s.forcePoints,
    darkSidePoints: s.darkSidePoints,
    forceSensitive: s.forceSensitive,
    move: s.move,
    health: {
      wound: d6.WOUND_LEVELS[s.wounds.value] ?? "healthy",
      strengthDice: storedDiceCode(s.attributes.strength ?? "").dice,
      stuns: s.stun.value,
      stunRounds: s.stun.rounds,
      unconscious: s.stun.unconscious,
      mortallyWoundedRounds: s.wounds.mortallyWoundedRounds,
      stabilized: s.wounds.stabilized,
      treated: s.wounds.treated,
    },
    weapons,
    armor,
  };
  return d6CombatantRecord({
    name: actor.name,
    move: s.move,
    aware: true,
    derived: deriveD6Actor(record),
    weapons,
  });
}
