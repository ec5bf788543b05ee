import { requireFinite } from "../../rcr/vehicles/validate.ts";
import { damageChartRow } from "../damage-chart.ts";
import { type DiceCode, wholeDice } from "../dice-code.ts";
import { currentManeuverability } from "./crew-dice.ts";
import { shieldDice } from "./resistance.ts";
import type { ShieldArc, Vehicle, VehicleDamageLevel, VehicleDamageResult } from "./types.ts";

/** What one hit did to a vehicle. */
export interface VehicleDamageOutcome {
  /** damageTotal - resistTotal. */
  difference: number;
  /** This hit's row. */
  result: VehicleDamageResult;
  /** What the vehicle keeps after the hit. */
  damage: VehicleDamageLevel;
  /** Lasting dice lost, after the hit. */
  maneuverabilityLost: number;
  /** Lasting top-speed levels lost, after the hit. */
  speedLevelsLost: number;
  /** On Maneuverability this round and the next (very light: -1D). */
  temporaryPenalty: DiceCode;
  /** Severe: decelerating two levels a round until it stops or crashes. */
  outOfControl: boolean;
  destroyed: boolean;
  /** The damage total each passenger resists. */
  passengerDamage: number;
  /** The shields' state after the hit (a round to restart). */
  shieldsOverloaded: boolean;
}

const ROWS = ["noDamage", "veryLight", "light", "heavy", "severe", "destroyed"] as const;
const LEVELS: readonly VehicleDamageLevel[] = ["none", "light", "heavy", "severe", "destroyed"];
// The level a row leaves on its own (very light leaves the level alone: "none" is never worse).
const ROW_LEVEL: Record<VehicleDamageResult, VehicleDamageLevel> = {
  noDamage: "none",
  veryLight: "none",
  light: "light",
  heavy: "heavy",
  severe: "severe",
  destroyed: "destroyed",
};
// OD6 movement.adoc › Crew and Passenger Injuries: the share of the damage total, in quarters, by row.
const PASSENGER_QUARTERS: Record<VehicleDamageResult, number> = {
  noDamage: 0,
  veryLight: 0,
  light: 1,
  heavy: 2,
  severe: 3,
  destroyed: 4,
};
// OD6 movement.adoc › Vehicle Damage: lasting losses of a light and a heavy row.
const LOSSES: Partial<Record<VehicleDamageResult, number>> = { light: 1, heavy: 2 };
/** OD6 space_travel.adoc › Overloading Shields: more than three times the arc's dice got through. */
export const SHIELD_OVERLOAD_FACTOR = 3;

const rank = (level: VehicleDamageLevel) => LEVELS.indexOf(level);

/** The level a hit leaves, and whether the vehicle was moved up a level by it (heavy or severe already). */
function lastingLevel(
  current: VehicleDamageLevel,
  row: VehicleDamageResult,
): { level: VehicleDamageLevel; bumped: boolean } {
  const rowLevel = ROW_LEVEL[row];
  if ((current === "heavy" || current === "severe") && rank(rowLevel) >= rank("light")) {
    const next = LEVELS[rank(current) + 1] as VehicleDamageLevel;
    return rank(next) > rank(rowLevel) ? { level: next, bumped: true } : { level: rowLevel, bumped: false };
  }
  return { level: rank(rowLevel) > rank(current) ? rowLevel : current, bumped: false };
}

/**
 * One hit on a vehicle (OD6 movement.adoc › Vehicle Damage, Crew and Passenger Injuries; space_travel.adoc ›
 * Overloading Shields). The row by how much the damage beat the resistance, on the bands every D6 chart
 * of the engine uses (a tie is very light: decision 20). Lasting damage: a heavy or severe vehicle moves one
 * level up on any light or worse hit (then it has only that level's effect: decision 22), or to the row
 * when worse; else it keeps the worse of the two. The row's effects: very light -1D Maneuverability for
 * two rounds; light and heavy lose 1 and 2 Maneuverability dice, or top-speed levels once no dice are
 * left; severe out of control; destroyed. Passengers take the row's share of the damage total, rounded
 * down (decision 21). Shields overload when more than 3 × the arc's dice got through (decision 23).
 * A destroyed vehicle's record changes no more.
 */
export function vehicleDamage(
  vehicle: Vehicle,
  hit: { damageTotal: number; resistTotal: number; arc?: ShieldArc },
): VehicleDamageOutcome {
  requireFinite(hit.damageTotal, "hit.damageTotal");
  requireFinite(hit.resistTotal, "hit.resistTotal");
  const difference = hit.damageTotal - hit.resistTotal;
  const result = damageChartRow(ROWS, difference);
  const current = vehicle.damage ?? "none";
  const maneuverabilityLost = vehicle.maneuverabilityLost ?? 0;
  const speedLevelsLost = vehicle.speedLevelsLost ?? 0;
  const alreadyOverloaded = vehicle.shields?.overloaded === true;
  const passengerDamage = Math.floor((Math.max(0, hit.damageTotal) * PASSENGER_QUARTERS[result]) / 4);
  const unchanged = {
    difference,
    result,
    damage: current,
    maneuverabilityLost,
    speedLevelsLost,
    temporaryPenalty: wholeDice(0),
    outOfControl: false,
    destroyed: current === "destroyed",
    passengerDamage,
    shieldsOverloaded: alreadyOverloaded,
  };
  if (current === "destroyed") return unchanged;
  const { level, bumped } = lastingLevel(current, result);
  // A bumped hit has the bumped level's effect; its row is then severe or destroyed.
  const effect: VehicleDamageResult = bumped ? (level as VehicleDamageResult) : result;
  const loss = LOSSES[effect] ?? 0;
  const diceLeft = currentManeuverability(vehicle).dice > 0;
  const arcDice = shieldDice(vehicle, hit.arc).dice;
  const overloads = hit.arc !== undefined && arcDice > 0 && difference > SHIELD_OVERLOAD_FACTOR * arcDice;
  return {
    ...unchanged,
    damage: level,
    maneuverabilityLost: maneuverabilityLost + (diceLeft ? loss : 0),
    speedLevelsLost: speedLevelsLost + (diceLeft ? 0 : loss),
    temporaryPenalty: wholeDice(effect === "veryLight" ? -1 : 0),
    outOfControl: effect === "severe",
    destroyed: level === "destroyed",
    shieldsOverloaded: alreadyOverloaded || overloads,
  };
}
