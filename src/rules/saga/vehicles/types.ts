/** Types of the Saga vehicle engine (shared/RULES-API-VEHICLES.md › Saga Edition › Types). */
import type { ConditionStep, SagaSize } from "../types.ts";

export type SagaVehicleSize = SagaSize | "colossalFrigate" | "colossalCruiser" | "colossalStation";
export type SagaVehicleKind =
  | "airspeeder"
  | "starfighter"
  | "groundVehicle"
  | "spaceTransport"
  | "capitalShip"
  | "spaceStation";
export type SagaCrewQuality = "untrained" | "normal" | "skilled" | "expert" | "ace";
export type SagaCrewRole = "pilot" | "copilot" | "gunner" | "commander" | "engineer" | "systemOperator";
export type SagaVehicleState =
  | "normal"
  | "flatFooted"
  | "outOfControl"
  | "allOut"
  | "fullStop"
  | "poweredDown";

/** One crew member's numbers, read from the character at roll time. */
export interface SagaVehicleOperator {
  /** 0 for a nonheroic character. */
  heroicLevel: number;
  baseAttackBonus: number;
  /** The character's Pilot skill modifier (the vehicle's size and Dex are added by the engine). */
  pilot: number;
  trainedInPilot: boolean;
  /** With the weapon fired (Vehicular Combat covers a pilot's weapons); default true. */
  proficient?: boolean;
}

export interface SagaCrewStation {
  role: SagaCrewRole;
  operator: SagaVehicleOperator | null;
  crewQuality?: SagaCrewQuality | null;
}

export interface SagaVehicle {
  kind: SagaVehicleKind;
  size: SagaVehicleSize;
  strModifier: number;
  dexModifier: number;
  intModifier: number;
  armorBonus: number;
  hitPoints: number;
  maxHitPoints: number;
  /** DR N against every hit (lightsabers ignore it, as saga.applyDamage does). */
  damageReduction?: number;
  /** Current SR; absent or 0: none. */
  shieldRating?: number;
  /** Default 0. */
  condition?: ConditionStep;
  crew: SagaCrewStation[];
}

/** One Pilot check of a dogfight: the die and the whole modifier (vehiclePilotCheck's total). */
export interface DogfightSide {
  d20: number;
  modifier: number;
}
