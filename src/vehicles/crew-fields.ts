/**
 * A vehicle's crew stations, the same six in every ruleset (issue 37): who sits there is stored as the
 * actor's UUID only (read at roll time, never copied); what an empty seat rolls is the ruleset's own field
 * (RCR and Saga a crew quality, D6 a crew skill code), declared by the ruleset beside the UUID.
 */
import { type FieldDeclarations, text } from "../data/fields.ts";

export const STATIONS = ["pilot", "copilot", "gunner1", "gunner2", "commander", "engineer"] as const;
export type StationKey = (typeof STATIONS)[number];

/** The engines' role of each station (the two gunner seats are both gunners). */
export const STATION_ROLES = {
  pilot: "pilot",
  copilot: "copilot",
  gunner1: "gunner",
  gunner2: "gunner",
  commander: "commander",
  engineer: "engineer",
} as const satisfies Record<StationKey, string>;

/** A weapon's station: one of the six, or none (not yet assigned). */
export const WEAPON_STATIONS = ["none", ...STATIONS] as const;
export type WeaponStation = (typeof WEAPON_STATIONS)[number];

export function isStationKey(value: unknown): value is StationKey {
  return typeof value === "string" && (STATIONS as readonly string[]).includes(value);
}

/** The `crew` declarations: every station holds `uuid` (the seated actor, "" when empty) and `seat`. */
export function crewFields<const Seat extends FieldDeclarations>(seat: Seat) {
  const station = { uuid: text("SWRPG.Vehicle.Seated"), ...seat };
  return {
    pilot: station,
    copilot: station,
    gunner1: station,
    gunner2: station,
    commander: station,
    engineer: station,
  };
}
