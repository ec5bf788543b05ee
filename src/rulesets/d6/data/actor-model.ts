import { DeclaredModel } from "../../../data/declared-model.ts";
import { d6 } from "../../../rules/index.ts";
import type { D6ActorRecord, D6ArmorRecord, D6WeaponRecord } from "./actor-record.ts";
import { D6_ACTOR_FIELDS, type D6ActorSchema } from "./actor-schema.ts";
import { type D6ActorDerived, deriveD6Actor } from "./derive-actor.ts";
import { D6ArmorModel, D6WeaponModel } from "./item-models.ts";
import { d6ArmorRecord, d6WeaponRecord } from "./item-records.ts";
import { migrateDiceCodes } from "./migrate.ts";
import { D6_ATTRIBUTES, D6_FORCE_SKILLS, D6_SKILL_KEYS } from "./skills.ts";
import { storedDiceCode, storedSkillCode } from "./stored-codes.ts";

const mapKeys = <K extends string, V>(keys: readonly K[], value: (key: K) => V) =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;

/** The plain records of an actor's D6 weapons and armor (other items are ignored). */
export function d6ItemRecords(items: Iterable<Item.Implementation>) {
  const weapons: D6WeaponRecord[] = [];
  const armor: D6ArmorRecord[] = [];
  for (const item of items) {
    const system = item.system;
    if (system instanceof D6WeaponModel) weapons.push(d6WeaponRecord(item, system));
    else if (system instanceof D6ArmorModel) armor.push(d6ArmorRecord(item, system));
  }
  return { weapons, armor };
}

/**
 * Shared model of `d6Character` and `d6Npc`: the stored fields (actor-schema.ts) and the derived codes and
 * injury state (derive-actor.ts), which come only from the D6 engine.
 */
export abstract class D6ActorModel extends DeclaredModel<
  D6ActorSchema,
  Actor.Implementation,
  D6ActorDerived
> {
  static override fields = D6_ACTOR_FIELDS;
  static override migrate = (source: Record<string, unknown>) => migrateDiceCodes(source, D6_ACTOR_FIELDS);

  /** The engine's health record of the stored injury state (d6-combat.txt › Character Damage Chart). */
  healthRecord(): d6.Health {
    return {
      wound: d6.WOUND_LEVELS[this.wounds.value] ?? "healthy",
      strengthDice: storedDiceCode(this.attributes.strength).dice,
      stuns: this.stun.value,
      stunRounds: this.stun.rounds,
      unconscious: this.stun.unconscious,
      mortallyWoundedRounds: this.wounds.mortallyWoundedRounds,
      stabilized: this.wounds.stabilized,
      treated: this.wounds.treated,
    };
  }

  /** The actor as the engine sees it. */
  toRecord(): D6ActorRecord {
    return {
      attributes: mapKeys(D6_ATTRIBUTES, (key) => storedDiceCode(this.attributes[key])),
      skills: mapKeys(D6_SKILL_KEYS, (key) => storedSkillCode(this.skills[key])),
      force: mapKeys(D6_FORCE_SKILLS, (key) => storedSkillCode(this.force[key])),
      characterPoints: this.characterPoints,
      forcePoints: this.forcePoints,
      darkSidePoints: this.darkSidePoints,
      forceSensitive: this.forceSensitive,
      move: this.move,
      health: this.healthRecord(),
      ...d6ItemRecords(this.parent?.items ?? []),
    };
  }

  override prepareDerivedData(): void {
    const derived = deriveD6Actor(this.toRecord());
    const { wounds, stun, ...rest } = derived;
    Object.assign(this, rest);
    Object.assign(this.wounds, wounds);
    Object.assign(this.stun, stun);
  }
}

/** Actor type `d6Character`: a player's character (Character and Force Points to spend). */
export class D6CharacterModel extends D6ActorModel {}

/** Actor type `d6Npc`: the same schema, shown as a compact stat block; no points by default. */
export class D6NpcModel extends D6ActorModel {
  static override initials = { characterPoints: 0, forcePoints: 0 };
}
