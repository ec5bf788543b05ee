import type { saga } from "../../rules/index.ts";

/**
 * A combatant as the Saga Edition simulator takes it: the numbers its stat block gives, plain values only.
 * The Odds button builds it from a prepared Saga actor (src/rulesets/saga/odds/), the command from a pack
 * actor or an encounter file. docs/simulate.md › Saga Edition lists every field.
 */
export interface SagaCombatant {
  name: string;
  /** "creature" (default) or "droid": what 0 hit points and the bottom of the track mean. */
  kind?: "creature" | "droid";
  hitPoints: number;
  maxHitPoints: number;
  temporaryHitPoints?: number;
  damageThreshold: number;
  /** Steps down the condition track when the fight starts (default 0). */
  condition?: number;
  damageReduction?: readonly saga.DamageReduction[];
  shieldRating?: number;
  /** Reflex Defense at the track's normal step (the condition penalty is applied as the fight goes). */
  reflex: number;
  /** Reflex Defense without its Dexterity bonus (flat-footed), at the normal step. */
  flatFootedReflex: number;
  /** Initiative modifier at the normal step. */
  initiativeBonus: number;
  /** The Dexterity score (breaks initiative ties). */
  dexterity: number;
  /** Squares per move action. */
  speed: number;
  /** The Burst Fire feat. */
  burstFire?: boolean;
  /** The Evasion talent (area attacks: half on a hit, nothing on a miss). */
  evasion?: boolean;
  /** The variant's second wind (used only with `variantSecondWind`). */
  secondWind?: { heroic: boolean; constitution: number; usesLeft: number; extraSecondWind?: boolean };
  weapons: readonly SagaSimWeapon[];
  /** Aware of its foes when the fight starts (default true). Some aware and some not: a surprise round. */
  aware?: boolean;
}

/** A weapon in the combatant's hands. */
export interface SagaSimWeapon {
  name: string;
  kind: "melee" | "ranged";
  group: saga.SagaWeaponGroup;
  /** The whole attack bonus at the track's normal step ("+6"). */
  attack: number;
  /** Damage formula with the wielder's bonus, e.g. "3d8+2". */
  damage: string;
  types?: readonly saga.DamageType[];
  lightsaber?: boolean;
  /** Lowest natural roll that is a critical (the variant's Critical Threat Range); default 20. */
  threatRange?: number;
  autofire?: boolean;
  autofireOnly?: boolean;
  /** Shots loaded (autofire takes 10, Burst Fire 5, a shot 1); absent: not counted. */
  shots?: number;
  /** Burst radius in squares (a grenade): an area attack; absent: none. */
  burstRadius?: number;
  /** A splash weapon. */
  splash?: boolean;
  /** Throws or shots it has in all (a grenade: 1); absent: as many as the fight needs. */
  uses?: number;
}
