import { DeclaredModel } from "../../../data/declared-model.ts";
import type { vehicles } from "../../../rules/index.ts";
import { STATION_ROLES, STATIONS } from "../../../vehicles/crew-fields.ts";
import { seatedActor } from "../../../vehicles/crew-seats.ts";
import { rcrOperator } from "./operator.ts";
import { RCR_VEHICLE_FIELDS, type RcrVehicleSchema } from "./vehicle-schema.ts";

/** Reads the actor seated at a stored UUID (the world's actors at roll time; tests pass their own). */
export type SeatReader = (uuid: string) => Actor.Implementation | null;

/**
 * Actor type `vehicle` (RCR): its stored numbers; `toRecord` is the engine's `vehicles.Vehicle` with the
 * crew read now, each station in `STATIONS` order (so a station's index is its place there).
 */
export class RcrVehicleModel extends DeclaredModel<RcrVehicleSchema, Actor.Implementation> {
  static override fields = RCR_VEHICLE_FIELDS;
  static override limits = [{ path: "hitPoints.value", max: "hitPoints.max" }];

  toRecord(read: SeatReader = seatedActor): vehicles.Vehicle {
    const fields: vehicles.DefenseField[] = [];
    if (this.shields.particle) fields.push("particle");
    if (this.shields.magnetic) fields.push("magnetic");
    return {
      size: this.size,
      maneuver: this.maneuver,
      hitPoints: this.hitPoints.value,
      maxHitPoints: this.hitPoints.max,
      damageReduction: this.damageReduction,
      speed: this.speed,
      ...(this.targetingBonus !== null && { targetingBonus: this.targetingBonus }),
      ...(this.autopilotBonus !== null && { autopilotBonus: this.autopilotBonus }),
      fields,
      crew: STATIONS.map((key) => {
        const seat = this.crew[key];
        return {
          role: STATION_ROLES[key],
          operator: rcrOperator(read(seat.uuid)),
          crewQuality: seat.quality === "none" ? null : seat.quality,
        };
      }),
    };
  }
}
