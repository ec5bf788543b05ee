import { addDiceCodes, type DiceCode, wholeDice } from "../dice-code.ts";
import type { ShieldArc, Vehicle } from "./types.ts";
import { requireDiceCode } from "./validate.ts";

/** The dice set in an arc now: 0D when none are set or the shields are overloaded. */
export function shieldDice(vehicle: Vehicle, arc: ShieldArc | undefined): DiceCode {
  const set =
    arc === undefined || vehicle.shields?.overloaded === true ? undefined : vehicle.shields?.setting[arc];
  if (set) requireDiceCode(set, `vehicle.shields.setting.${arc}`);
  return set ?? wholeDice(0);
}

/**
 * What a vehicle resists damage with (OD6 movement.adoc › Vehicle Damage; basic_ship_design.adoc ›
 * Hull, Shields): Toughness + armor, and with the arc the hit came through, that arc's shield dice unless
 * the shields are overloaded. Character and Fate Points never add.
 */
export function vehicleResistanceDice(vehicle: Vehicle, arc?: ShieldArc): DiceCode {
  requireDiceCode(vehicle.toughness, "vehicle.toughness");
  const armor = vehicle.armor ?? wholeDice(0);
  requireDiceCode(armor, "vehicle.armor");
  return addDiceCodes(vehicle.toughness, armor, shieldDice(vehicle, arc));
}
