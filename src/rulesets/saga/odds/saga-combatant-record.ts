import type { saga } from "../../../rules/index.ts";
import type { SagaCombatant, SagaSimWeapon } from "../../../simulate/saga/saga-combatant.ts";

/**
 * The one conversion from a Saga actor's prepared numbers to the simulator's record, shared by the Odds
 * button (from a world actor) and the command (from a pack actor): nothing is computed here but taking the
 * current condition penalty back out of the numbers that carry it (the simulator applies the penalty of the
 * step the fight has reached).
 */
export interface SagaActorNumbers {
  name: string;
  kind: saga.TargetKind;
  health: saga.SagaHealth;
  /** Reflex Defense, or the variant's General Defense where weapons attack it, with the current condition penalty. */
  reflex: number;
  flatFootedReflex: number;
  initiativeModifier: number;
  conditionPenalty: number;
  dexterity: number;
  speed: number;
  burstFire: boolean;
  evasion: boolean;
  secondWind: { heroic: boolean; constitution: number; usesLeft: number; extraSecondWind: boolean };
  aware: boolean;
}

/** A weapon's prepared numbers: its attack bonus (with the current condition penalty) and damage formula. */
export interface SagaWeaponNumbers {
  name: string;
  kind: "melee" | "ranged";
  group: saga.SagaWeaponGroup;
  attackBonus: number;
  damageFormula: string;
  damageTypes: readonly saga.DamageType[];
  lightsaber: boolean;
  autofire: boolean;
  autofireOnly: boolean;
  splash: boolean;
  burstRadius: number | null;
  /** Shots loaded; null: not counted. */
  shots: number | null;
}

export function sagaCombatantRecord(
  actor: SagaActorNumbers,
  weapons: readonly SagaWeaponNumbers[],
): SagaCombatant {
  const penalty = actor.conditionPenalty;
  const kind = actor.kind === "creature" ? "creature" : "droid";
  return {
    name: actor.name,
    kind,
    hitPoints: actor.health.hitPoints,
    maxHitPoints: actor.health.maxHitPoints,
    temporaryHitPoints: actor.health.temporaryHitPoints ?? 0,
    damageThreshold: actor.health.damageThreshold,
    condition: actor.health.condition ?? 0,
    damageReduction: actor.health.damageReduction ?? [],
    shieldRating: actor.health.shieldRating ?? 0,
    reflex: actor.reflex - penalty,
    flatFootedReflex: actor.flatFootedReflex - penalty,
    initiativeBonus: actor.initiativeModifier - penalty,
    dexterity: actor.dexterity,
    speed: actor.speed,
    burstFire: actor.burstFire,
    evasion: actor.evasion,
    secondWind: actor.secondWind,
    aware: actor.aware,
    weapons: weapons.map((w): SagaSimWeapon => {
      const weapon: SagaSimWeapon = {
        name: w.name,
        kind: w.kind,
        group: w.group,
        attack: w.attackBonus - penalty,
        damage: w.damageFormula,
        types: [...w.damageTypes],
        lightsaber: w.lightsaber,
        autofire: w.autofire,
        autofireOnly: w.autofireOnly,
        splash: w.splash,
      };
      if (w.burstRadius !== null) {
        weapon.burstRadius = w.burstRadius;
        // A grenade is thrown once.
        weapon.uses = 1;
      }
      if (w.shots !== null) weapon.shots = w.shots;
      return weapon;
    }),
  };
}
