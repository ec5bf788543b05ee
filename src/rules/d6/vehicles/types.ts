/** Types of the D6 vehicle engine (shared/RULES-API-VEHICLES.md › WEG Star Wars D6 › Types). */
import type { DiceCode } from "../dice-code.ts";

export type VehicleSpeed = "stopped" | "cautious" | "cruising" | "high" | "allOut";
export type ShieldArc = "forward" | "aft" | "starboard" | "port";
/** One hit's row of the vehicle damage chart. */
export type VehicleDamageResult = "noDamage" | "veryLight" | "light" | "heavy" | "severe" | "destroyed";
/** What the vehicle keeps. */
export type VehicleDamageLevel = "none" | "light" | "heavy" | "severe" | "destroyed";
export type VehicleCrewRole =
  | "pilot"
  | "copilot"
  | "gunner"
  | "shields"
  | "commander"
  | "engineer"
  | "passenger";
export type VehicleStunt =
  | "straight"
  | "easyTurn"
  | "fastTurn45"
  | "fastTurn90"
  | "fastTurn180"
  | "changeSpeed"
  | "sideswipe"
  | "regainControl"
  | "dock"
  | "land";
export type StuntCondition =
  | "reverse"
  | "ramming"
  | "curbOrDebris"
  | "limitedParking"
  | "offRoad"
  | "unlimitedLanding"
  | "limitedLanding"
  | "almostNoLanding"
  | "roughLanding"
  | "steepClimbOrDive";
export type Terrain = "easy" | "moderate" | "rough" | "veryRough" | "hazardous" | "veryHazardous";
export type CollisionCircumstance =
  | "headOn"
  | "rearEnd"
  | "sideswipe"
  | "noseToSide"
  | "veryHard"
  | "yielding";

/** The character's codes (the attribute when untrained). */
export interface VehicleOperator {
  piloting: DiceCode;
  gunnery: DiceCode;
}

export interface VehicleCrewStation {
  role: VehicleCrewRole;
  operator: VehicleOperator | null;
  /** A generic crew's one skill code, used for whatever the station rolls. */
  crewSkill?: DiceCode | null;
}

export interface Vehicle {
  /** OD6 scale value: average human 0, average car 6, tank 10, star freighter 50. */
  scale: number;
  /** Meters (space units) per round at cruising speed. */
  move: number;
  /** As built. */
  maneuverability: DiceCode;
  /** Whole dice lost to Light and Heavy damage until repaired; default 0. */
  maneuverabilityLost?: number;
  /** Top speed levels lost the same way; default 0. */
  speedLevelsLost?: number;
  /** The hull's Toughness. */
  toughness: DiceCode;
  /** Default 0D. */
  armor?: DiceCode;
  /** Dice set in each arc now. */
  shields?: { setting: Partial<Record<ShieldArc, DiceCode>>; overloaded?: boolean };
  /** Default "none". */
  damage?: VehicleDamageLevel;
  crew: VehicleCrewStation[];
}
