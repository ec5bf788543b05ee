import { type CombatStance, FIGHTING_DEFENSIVELY, TOTAL_DEFENSE_DODGE } from "../combat-stances.ts";
import { sizeModifier } from "../size.ts";
import type { BonusPart, ComposedBonus } from "../types.ts";
import { checkVehicle } from "./check-vehicle.ts";
import { composeNonZero } from "./compose.ts";
import { pilotStation, starshipSystemBonus, stationNumbers } from "./crew.ts";
import { speedCategory } from "./speed.ts";
import type { Vehicle } from "./types.ts";
import { requireInteger } from "./validate.ts";

/** The round's situation of a vehicle being attacked. */
export interface VehicleDefenseSituation {
  /** The vehicle or its pilot has not acted yet. */
  flatFooted?: boolean;
  /** The pilot transfers her Dexterity bonus this round; default true. */
  dexToVehicle?: boolean;
  /** Driving defensively ("fightingDefensively") or total defense. */
  driverStance?: CombatStance;
  other?: number;
}

/** A disabled vehicle is helpless (d20F › Hit Points › Disabled): Defense 5 + size (decision 6). */
export const DISABLED_VEHICLE_DEFENSE = 5;
const VEHICLE_DEFENSE_BASE = 10;

/** The driver's dodge bonus by stance (MSRD › Attack Options): lost when flat-footed. */
function stanceParts(stance: CombatStance | undefined): BonusPart[] {
  if (stance === "fightingDefensively")
    return [{ label: "drivingDefensively", value: FIGHTING_DEFENSIVELY.dodge }];
  if (stance === "totalDefense") return [{ label: "totalDefense", value: TOTAL_DEFENSE_DODGE }];
  return [];
}

/**
 * A vehicle's Defense with its parts. d20F › Defense: 10 + size + the pilot's class bonus (even when
 * flat-footed) + the pilot's Dexterity bonus (only when transferred, never flat-footed; only a bonus:
 * decision 5); nobody piloting: the autopilot's equipment bonus instead. MSRD › Vehicle Speed adds the
 * speed category's bonus, MSRD › Attack Options the driver's dodge bonus. d20F › Hit Points: a disabled
 * vehicle is helpless, 5 + size and nothing else.
 */
export function defense(vehicle: Vehicle, situation: VehicleDefenseSituation = {}): ComposedBonus {
  checkVehicle(vehicle);
  const other = situation.other ?? 0;
  requireInteger(other, "situation.other");
  const size = { label: "size", value: sizeModifier(vehicle.size) };
  if (vehicle.hitPoints <= 0)
    return composeNonZero([{ label: "base", value: DISABLED_VEHICLE_DEFENSE }, size]);
  const flatFooted = situation.flatFooted === true;
  const pilot = pilotStation(vehicle);
  const parts: BonusPart[] = [{ label: "base", value: VEHICLE_DEFENSE_BASE }, size];
  if (pilot) {
    const numbers = stationNumbers(pilot);
    parts.push({ label: "pilotClass", value: numbers.classDefenseBonus });
    if (!flatFooted && situation.dexToVehicle !== false)
      parts.push({ label: "pilotDexterity", value: Math.max(0, numbers.dexModifier) });
  } else {
    parts.push({ label: "autopilot", value: vehicle.autopilotBonus ?? starshipSystemBonus(vehicle.size) });
  }
  parts.push({ label: "speed", value: speedCategory(vehicle.speed ?? "stationary").defense });
  if (pilot && !flatFooted) parts.push(...stanceParts(situation.driverStance));
  parts.push({ label: "other", value: other });
  return composeNonZero(parts);
}
