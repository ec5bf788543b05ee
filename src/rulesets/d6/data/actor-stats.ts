/**
 * Every prepared number of a D6 actor and weapon the fight needs (attack flow, card damage, combat
 * tracker), as plain records, and the way back: an engine `d6.Health` as the actor's update. This is a
 * contract with the fight half (src/rulesets/d6/fight.ts and its folders): add to it, never change what is here.
 */
import { d6 } from "../../../rules/index.ts";
import { D6ActorModel } from "./actor-model.ts";
import type { D6ArmorRecord, D6WeaponRecord } from "./actor-record.ts";
import type { D6RollCode, D6WeaponAttack } from "./derive-actor.ts";
import { D6WeaponModel } from "./item-models.ts";
import { d6WeaponRecord } from "./item-records.ts";
import type { D6Attribute, D6Skill } from "./skills.ts";

export interface D6ActorStats {
  /** Each attribute and skill: written and as rolled now (armor's Dexterity penalty, injury penalty). */
  attributes: Record<D6Attribute, D6RollCode>;
  skills: Record<D6Skill, D6RollCode>;
  /** Ready for `d6.applyDamage`, `d6.injuryEffects`, `d6.injuryTransition`. */
  health: d6.Health;
  injury: d6.InjuryEffects;
  /** The written Strength (damage resistance adds armor: `d6.resistanceDice`; STR weapons add their dice). */
  strength: d6.DiceCode;
  /** Perception as written (initiative order: `d6.perceptionOrder`, `d6.initiativeRoller`). */
  perception: d6.DiceCode;
  /** The worn armor (null: none), for `d6.resistanceDice`, `d6.armorBonus` and `d6.damageArmor`. */
  armor: D6ArmorRecord | null;
  /** Strength plus the worn armor against each damage type (the whole body). */
  resistance: Record<d6.DamageType, d6.DiceCode>;
  characterPoints: number;
  forcePoints: number;
  /** Meters a round. */
  move: number;
}

export interface D6WeaponStats extends D6WeaponRecord {
  itemId: string;
  /** The wielder's skill and damage with it; null when no D6 actor holds it. */
  attack: D6WeaponAttack | null;
}

/** A D6 actor's prepared numbers, or null for an actor of another ruleset. */
export function d6ActorStats(actor: Actor.Implementation): D6ActorStats | null {
  const system = actor.system;
  if (!(system instanceof D6ActorModel)) return null;
  return structuredClone({
    attributes: system.attributeCodes,
    skills: system.skillCodes,
    health: system.health,
    injury: system.injury,
    strength: system.attributeCodes.strength.base,
    perception: system.attributeCodes.perception.base,
    armor: system.wornArmor,
    resistance: system.resistance,
    characterPoints: system.characterPoints,
    forcePoints: system.forcePoints,
    move: system.move,
  });
}

/** A D6 weapon's numbers (with its wielder's skill and damage when a D6 actor holds it), or null. */
export function d6WeaponStats(item: Item.Implementation): D6WeaponStats | null {
  const system = item.system;
  if (!(system instanceof D6WeaponModel)) return null;
  const owner = item.parent?.system;
  const attack = owner instanceof D6ActorModel ? (owner.attacks[item.id ?? ""] ?? null) : null;
  return structuredClone({ ...d6WeaponRecord(item, system), itemId: item.id ?? "", attack });
}

/**
 * The actor update that stores an engine health record (after `d6.applyDamage` or `d6.injuryTransition`):
 * `actor.update(d6HealthUpdate(health))`. Strength's dice are the actor's own and are not written.
 */
export function d6HealthUpdate(health: d6.Health): Record<string, number | boolean> {
  return {
    "system.wounds.value": Math.max(0, d6.WOUND_LEVELS.indexOf(health.wound)),
    "system.wounds.mortallyWoundedRounds": health.mortallyWoundedRounds ?? 0,
    "system.wounds.stabilized": health.stabilized ?? false,
    "system.wounds.treated": health.treated ?? false,
    "system.stun.value": health.stuns ?? 0,
    "system.stun.rounds": health.stunRounds ?? 0,
    "system.stun.unconscious": health.unconscious ?? false,
  };
}
