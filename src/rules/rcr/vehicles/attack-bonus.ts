import { type CombatStance, FIGHTING_DEFENSIVELY } from "../combat-stances.ts";
import { sizeModifier } from "../size.ts";
import type { BonusPart, ComposedBonus } from "../types.ts";
import { checkVehicle } from "./check-vehicle.ts";
import { composeNonZero } from "./compose.ts";
import { isManned, starshipSystemBonus, stationNumbers } from "./crew.ts";
import { speedCategory } from "./speed.ts";
import type { DefenseField, Vehicle, VehicleWeaponKind } from "./types.ts";
import { requireInteger } from "./validate.ts";

/** A weapon fired from one station of a vehicle. */
export interface VehicleAttackInput {
  vehicle: Vehicle;
  /** Index into vehicle.crew: who fires. */
  station: number;
  /** Default "energy" (blasters, lasers, ion cannons) (decision 7). */
  weaponKind?: VehicleWeaponKind;
  /** From RCR's rangePenalty(); 0 or less. */
  rangePenalty?: number;
  /** The target's defensive fields. */
  targetFields?: DefenseField[];
  /** The driver's stance this round. */
  driverStance?: CombatStance;
  other?: number;
}

export type VehicleAttackRefusal = "notAWeaponStation" | "emptyStation" | "totalDefense";

/** MSRD › Attack Options: a nonproficient operator's penalty; a skilled driver's synergy. */
export const NONPROFICIENT_VEHICLE_WEAPON = -4;
export const DRIVER_SYNERGY = { ranks: 5, bonus: 2 } as const;
/** MSRD › Attack Options: total defense puts -8 on the gunners' attacks. */
export const TOTAL_DEFENSE_GUNNER_PENALTY = -8;
/** d20F's particle and magnetic fields: -4 on an attack they stop (at most one applies: decision 7). */
export const FIELD_PENALTY = -4;

/** The field that works against a weapon kind: particle against energy, magnetic against the rest. */
function fieldAgainst(kind: VehicleWeaponKind): DefenseField {
  return kind === "energy" ? "particle" : "magnetic";
}

/**
 * The attack bonus of a vehicle weapon fired from one station. d20F › Attack Roll: the gunner's ranged
 * attack bonus (or the crew's) + the ship's size modifier + its targeting system; MSRD › Attack Options:
 * -4 nonproficient, +2 for a driver with 5 ranks firing while driving (never an NPC crew: decision 8), the
 * driver's stance (driving defensively -4 on every attack, total defense: the driver cannot fire, the
 * gunners take -8); MSRD › The Effects of Speed: the speed category's check modifier.
 */
export function attackBonus(
  input: VehicleAttackInput,
): ({ ok: true } & ComposedBonus) | { ok: false; refused: VehicleAttackRefusal } {
  const { vehicle } = input;
  checkVehicle(vehicle);
  requireInteger(input.station, "station");
  const rangePenalty = input.rangePenalty ?? 0;
  requireInteger(rangePenalty, "rangePenalty");
  if (rangePenalty > 0) throw new RangeError("rangePenalty must be 0 or less");
  const other = input.other ?? 0;
  requireInteger(other, "other");
  const station = vehicle.crew[input.station];
  if (!station || (station.role !== "pilot" && station.role !== "gunner"))
    return { ok: false, refused: "notAWeaponStation" };
  if (!isManned(station)) return { ok: false, refused: "emptyStation" };
  const driving = station.role === "pilot";
  const stance = input.driverStance;
  if (driving && stance === "totalDefense") return { ok: false, refused: "totalDefense" };
  const operator = station.operator;
  const kind = input.weaponKind ?? "energy";
  const parts: BonusPart[] = [
    { label: "gunner", value: stationNumbers(station).attackBonus },
    { label: "nonproficient", value: operator?.proficient === false ? NONPROFICIENT_VEHICLE_WEAPON : 0 },
    {
      label: "driverSynergy",
      value: driving && (operator?.pilotRanks ?? 0) >= DRIVER_SYNERGY.ranks ? DRIVER_SYNERGY.bonus : 0,
    },
    { label: "range", value: rangePenalty },
    { label: "size", value: sizeModifier(vehicle.size) },
    { label: "targeting", value: vehicle.targetingBonus ?? starshipSystemBonus(vehicle.size) },
    { label: "speed", value: speedCategory(vehicle.speed ?? "stationary").check },
    {
      label: "drivingDefensively",
      value: stance === "fightingDefensively" ? FIGHTING_DEFENSIVELY.attack : 0,
    },
    { label: "totalDefense", value: stance === "totalDefense" ? TOTAL_DEFENSE_GUNNER_PENALTY : 0 },
    { label: "field", value: input.targetFields?.includes(fieldAgainst(kind)) ? FIELD_PENALTY : 0 },
    { label: "other", value: other },
  ];
  return { ok: true, ...composeNonZero(parts) };
}
