/** Types of the RCR vehicle engine (shared/RULES-API-VEHICLES.md › RCR › Types). */
import type { Size } from "../types.ts";

export type SpeedCategory = "stationary" | "alley" | "street" | "highway" | "allOut";
export type MovementScale = "character" | "chase";
/** d20F › Crew: the four levels of an NPC crew. */
export type CrewQuality = "untrained" | "trained" | "expert" | "ace";
export type CrewRole = "pilot" | "copilot" | "gunner" | "commander" | "engineer" | "passenger";
/** d20F's starship defense systems. */
export type DefenseField = "particle" | "magnetic";
export type VehicleWeaponKind = "energy" | "ballistic" | "missile";
export type StarshipType = "ultralight" | "light" | "mediumweight" | "heavy" | "superheavy";

/** One crew member's numbers, read from the character at roll time. */
export interface Operator {
  /** Ranged attack bonus (BAB + Dex + feats), without range or situation. */
  rangedAttackBonus: number;
  classDefenseBonus: number;
  dexModifier: number;
  /** The Pilot (air, space) or Drive (ground) skill modifier, everything of the character's included. */
  pilotCheck: number;
  /** Ranks in that skill; default 0. */
  pilotRanks?: number;
  /** Proficient with this vehicle's weapons; default true. */
  proficient?: boolean;
}

export interface CrewStation {
  role: CrewRole;
  /** null: nobody with a sheet sits here. */
  operator: Operator | null;
  /** The seat's NPC crew, used when operator is null. */
  crewQuality?: CrewQuality | null;
}

export interface Vehicle {
  size: Size;
  /** The stat block's maneuver modifier, size already included. */
  maneuver: number;
  /** Current; may be negative. */
  hitPoints: number;
  /** Full normal hit points. */
  maxHitPoints: number;
  /** The MSRD's hardness, d20F's armor hardness. */
  damageReduction: number;
  /** Hit points at or below which it is destroyed; default -maxHitPoints. */
  destroyedAt?: number;
  /** This round's speed category; default "stationary". */
  speed?: SpeedCategory;
  /** Equipment bonus on its weapons' attacks; default starshipSystemBonus(size). */
  targetingBonus?: number;
  /** Equipment bonus to Defense with nobody piloting; default starshipSystemBonus(size). */
  autopilotBonus?: number;
  /** Defensive fields it projects (its "shields"). */
  fields?: DefenseField[];
  crew: CrewStation[];
}
