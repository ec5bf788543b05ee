/**
 * Every prepared number of a Saga actor and weapon the fight needs (attack flow, area attacks, card
 * damage, combat tracker), as plain records. This interface is a contract with the fight half
 * (src/rulesets/saga/fight.ts and its folders): add to it, never change what is here.
 */
import type { BonusPart, Size, saga } from "../../../rules/index.ts";
import { SagaActorModel } from "./actor-model.ts";
import type { SagaAbilityKey } from "./actor-schema.ts";
import { SagaWeaponModel } from "./item-models.ts";
import { weaponDamageTypes } from "./item-records.ts";
import { sagaAttackKind } from "./weapon-attacks.ts";
import type { SAGA_ACCURACY, SAGA_RANGE_CATEGORIES } from "./weapon-schema.ts";

export interface SagaActorStats {
  defenses: { reflex: number; fortitude: number; will: number; flatFootedReflex: number };
  /**
   * The variant's defenses (saga-variant-character-combat.txt › Defense Scores) when the world runs
   * sagaVariantDefenses; null in core Saga. With it, `damageThreshold` is the variant's too.
   */
  variantDefenses: saga.VariantDefenses | null;
  /** The variant's mental threshold; null in core Saga. */
  mentalThreshold: number | null;
  damageThreshold: number;
  /** Ready for `saga.applyDamage` / `applyStunDamage` / `applyIonDamage`. */
  health: saga.SagaHealth;
  condition: { step: number; trackLength: number; penalty: number; persistent: boolean };
  /** Current and maximum shield rating (the maximum: the higher of the actor's own and its armor's). */
  shield: { value: number; max: number };
  damageReduction: saga.DamageReduction[];
  baseAttackBonus: number;
  abilityMods: Record<SagaAbilityKey, number>;
  heroicLevel: number;
  halfHeroicLevel: number;
  characterLevel: number;
  size: Size;
  kind: saga.TargetKind;
  cybernetic: boolean;
  /** What keeps the creature from being flanked (read only with the variant's flanking). */
  flankImmunity: { blindsense: boolean; flexibleEyes: boolean; passivePerception: number };
  /** Helpless: by status, or at the bottom of the condition track. */
  helpless: boolean;
  flatFooted: boolean;
  talents: {
    evasion: boolean;
    combatReflexes: boolean;
    pointBlankShot: boolean;
    preciseShot: boolean;
    rapidShot: boolean;
    burstFire: boolean;
    martialArts: boolean;
    /** Weapon groups taken with Weapon Focus. */
    weaponFocus: string[];
    /** Weapon groups taken with Weapon Proficiency and Weapon Specialization. */
    weaponProficiency: string[];
    weaponSpecialization: string[];
  };
  initiativeModifier: number;
  /** Squares, after armor. */
  speed: number;
  /** Squares. */
  reach: number;
  fightingSpace: { side: number; squares: number } | null;
}

export interface SagaWeaponStats {
  itemId: string;
  name: string;
  group: saga.SagaWeaponGroup;
  /** The book's group, and whether the wielder is proficient with it (true when nobody holds it). */
  proficiencyGroup: saga.WeaponProficiencyGroup;
  proficient: boolean;
  kind: "melee" | "ranged";
  /** The engine's weapon record (`threatens`, `autofireAttack`). */
  weapon: saga.SagaWeapon;
  /** The weapon's own dice, e.g. "3d8". */
  baseDamageFormula: string;
  /** The dice with the wielder's damage bonus, e.g. "3d8 + 2" (the dice alone when nobody holds it). */
  damageFormula: string;
  damageTypes: saga.DamageType[];
  lightsaber: boolean;
  /** Deals ion damage. */
  ion: boolean;
  stun: { available: boolean; active: boolean };
  autofire: boolean;
  autofireOnly: boolean;
  burstFire: boolean;
  splash: boolean;
  /** Burst radius in squares (grenades); null: not an area weapon. */
  areaRadius: number | null;
  accuracy: (typeof SAGA_ACCURACY)[number];
  range: (typeof SAGA_RANGE_CATEGORIES)[number];
  /** The defense it attacks (Reflex unless it names Fortitude or Will). */
  defense: saga.TargetDefense;
  shots: { value: number; max: number };
  equipped: boolean;
  /** The wielder's attack bonus with it and its parts; null when no Saga actor holds it. */
  attackBonus: number | null;
  attackParts: BonusPart[];
  damageBonus: number | null;
}

/** A Saga actor's prepared numbers, or null for an actor of another ruleset. */
export function sagaActorStats(actor: Actor.Implementation): SagaActorStats | null {
  const system = actor.system;
  if (!(system instanceof SagaActorModel)) return null;
  const talents = system.talents;
  return {
    defenses: {
      reflex: system.defenses.reflex.total,
      fortitude: system.defenses.fortitude.total,
      will: system.defenses.will.total,
      flatFootedReflex: system.defenses.flatFootedReflex,
    },
    variantDefenses: system.variantDefenses && { ...system.variantDefenses },
    mentalThreshold: system.mentalThreshold,
    damageThreshold: system.damageThreshold,
    health: structuredClone(system.health),
    condition: {
      step: system.conditionStep,
      trackLength: system.conditionTrackLength,
      penalty: system.conditionPenalty,
      persistent: system.condition.persistent,
    },
    shield: { ...system.shield, max: system.shieldMax },
    damageReduction: structuredClone(system.damageReductions),
    baseAttackBonus: system.baseAttackBonus,
    abilityMods: {
      str: system.abilities.str.mod,
      dex: system.abilities.dex.mod,
      con: system.abilities.con.mod,
      int: system.abilities.int.mod,
      wis: system.abilities.wis.mod,
      cha: system.abilities.cha.mod,
    },
    heroicLevel: system.heroicLevel,
    halfHeroicLevel: system.halfHeroicLevel,
    characterLevel: system.characterLevel,
    size: system.size,
    kind: system.droid ? "droid" : "creature",
    cybernetic: system.cybernetic,
    flankImmunity: { ...system.flankImmunity },
    helpless: system.helpless,
    flatFooted: system.flatFooted,
    talents: {
      evasion: talents.evasion,
      combatReflexes: talents.combatReflexes,
      pointBlankShot: talents.pointBlankShot,
      preciseShot: talents.preciseShot,
      rapidShot: talents.rapidShot,
      burstFire: talents.burstFire,
      martialArts: talents.martialArts,
      weaponFocus: [...talents.weaponFocus],
      weaponProficiency: [...talents.weaponProficiency],
      weaponSpecialization: [...talents.weaponSpecialization],
    },
    initiativeModifier: system.initiativeBonus.total,
    speed: system.movement.speed,
    reach: system.movement.reach,
    fightingSpace: system.movement.fightingSpace,
  };
}

/** A Saga weapon's numbers (with its wielder's attack and damage bonus when a Saga actor holds it), or null. */
export function sagaWeaponStats(item: Item.Implementation): SagaWeaponStats | null {
  const system = item.system;
  if (!(system instanceof SagaWeaponModel)) return null;
  const owner = item.parent;
  const attack = owner?.system instanceof SagaActorModel ? owner.system.attacks[item.id ?? ""] : undefined;
  const types = weaponDamageTypes(system.damage);
  return {
    itemId: item.id ?? "",
    name: item.name,
    group: system.group,
    proficiencyGroup: system.proficiencyGroup,
    proficient: attack?.training.proficient ?? true,
    kind: attack?.kind ?? sagaAttackKind(system.group),
    weapon: { group: system.group, autofireOnly: system.fire.autofireOnly },
    baseDamageFormula: system.damage.formula,
    damageFormula: attack?.damageFormula ?? system.damage.formula,
    damageTypes: types,
    lightsaber: system.lightsaber,
    ion: types.includes("ion"),
    stun: { ...system.stun },
    autofire: system.fire.autofire,
    autofireOnly: system.fire.autofireOnly,
    burstFire: system.fire.burstFire,
    splash: system.splash,
    areaRadius: system.burstRadius,
    accuracy: system.accuracy,
    range: system.range,
    defense: system.defense,
    shots: { ...system.shots },
    equipped: system.equipped,
    attackBonus: attack?.attack.total ?? null,
    attackParts: attack ? [...attack.attack.parts] : [],
    damageBonus: attack?.damageBonus.total ?? null,
  };
}
