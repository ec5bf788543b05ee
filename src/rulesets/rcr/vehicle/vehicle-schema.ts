/**
 * RCR's `vehicle` actor (issue 37): the numbers of shared/RULES-API-VEHICLES.md › RCR › Vehicle, declared
 * once (schema, update guard and sheet fields derive from them). Ground vehicles, airspeeders and
 * starships share it: the MSRD's vehicles and d20 Future's ships differ only in their numbers.
 */
import {
  choice,
  constraintsOf,
  flag,
  html,
  integer,
  nullableInteger,
  type SchemaOf,
} from "../../../data/fields.ts";
import { SIZES, vehicles } from "../../../rules/index.ts";
import { crewFields } from "../../../vehicles/crew-fields.ts";

/** An empty seat's NPC crew (d20F › Crew), or nobody ("none"). */
export const SEAT_QUALITIES = ["none", ...vehicles.CREW_QUALITIES] as const;

export const RCR_VEHICLE_FIELDS = {
  size: choice("SWRPG.Actor.Size", SIZES, "large", "SWRPG.Size."),
  /** The stat block's maneuver modifier, size included (MSRD › Vehicle Sizes). */
  maneuver: integer("SWRPG.Vehicle.Maneuver", -20, 20, 0),
  hitPoints: {
    value: integer("SWRPG.Vehicle.HitPoints", -9999, 9999, 30),
    max: integer("SWRPG.Vehicle.HitPointsMax", 1, 9999, 30),
  },
  /** The MSRD's hardness, d20F's armor hardness (RCR's object damage reduction). */
  damageReduction: integer("SWRPG.Vehicle.DamageReduction", 0, 100, 5),
  speed: choice("SWRPG.Vehicle.Speed.label", vehicles.SPEED_CATEGORIES, "stationary", "SWRPG.Vehicle.Speed."),
  topSpeed: choice("SWRPG.Vehicle.TopSpeed", vehicles.SPEED_CATEGORIES, "allOut", "SWRPG.Vehicle.Speed."),
  /** Empty: the standard system by size (d20F › Attack Roll, Defense). */
  targetingBonus: nullableInteger("SWRPG.Vehicle.TargetingBonus", 0, 20, "SWRPG.Vehicle.BySize"),
  autopilotBonus: nullableInteger("SWRPG.Vehicle.AutopilotBonus", 0, 20, "SWRPG.Vehicle.BySize"),
  shields: {
    particle: flag("SWRPG.Vehicle.Field.particle"),
    magnetic: flag("SWRPG.Vehicle.Field.magnetic"),
  },
  crew: crewFields({
    quality: choice("SWRPG.Vehicle.CrewQuality.label", SEAT_QUALITIES, "none", "SWRPG.Vehicle.CrewQuality."),
  }),
  description: html,
} as const;

export const RCR_VEHICLE_CONSTRAINTS = constraintsOf(RCR_VEHICLE_FIELDS);
export type RcrVehicleSchema = SchemaOf<typeof RCR_VEHICLE_FIELDS>;
