/**
 * A card's damage on an RCR vehicle (issue 37): the engine's `vehicles.applyDamage` takes the hit through the
 * vehicle's damage reduction into its hit points; the shared hull log writes it and keeps it for Undo.
 * Disabled and destroyed show on the token as RCR's "disabled" and "dead" statuses.
 */
import { notify } from "../../../dice/notify.ts";
import { vehicles } from "../../../rules/index.ts";
import { applyHull, loggedHull, undoHull } from "../../../vehicles/hull-log.ts";
import type { AppliedDamage, DamageSource } from "../../types.ts";
import type { DamageSpec } from "../damage/damage-plan.ts";
import { RcrVehicleModel } from "./vehicle-model.ts";

/** The hit a card's damage makes on a vehicle: halved when the card or the button says so. */
export function vehicleHitAmount(spec: Pick<DamageSpec, "amount" | "halfDamage" | "critical">): number {
  const amount = spec.halfDamage ? Math.floor(spec.amount / 2) : spec.amount;
  // A confirmed critical deals double damage to a ship (d20F › Critical Hits; RCR core sends a character's
  // critical to wounds, which a vehicle does not have).
  return spec.critical ? amount * 2 : amount;
}

export function isRcrVehicle(actor: Actor.Implementation): boolean {
  return actor.system instanceof RcrVehicleModel;
}

export async function applyToVehicle(
  actor: Actor.Implementation,
  spec: DamageSpec,
  source: DamageSource,
): Promise<AppliedDamage | null> {
  const model = actor.system;
  if (!(model instanceof RcrVehicleModel)) return null;
  const record = model.toRecord(() => null);
  const result = vehicles.applyDamage(record, { amount: vehicleHitAmount(spec) });
  const statuses = { disabled: ["disabled"], destroyed: ["disabled", "dead"], operational: [] }[
    result.status
  ];
  await applyHull(
    actor,
    {
      before: { "hitPoints.value": record.hitPoints },
      after: { "hitPoints.value": result.hitPoints },
      statuses,
    },
    source,
  );
  notify("info", `SWRPG.Vehicle.Damage.${result.status}`, {
    name: actor.name,
    hp: result.hitPointsLost,
    dr: result.reducedBy,
  });
  if (result.explodes) notify("warn", "SWRPG.Vehicle.Damage.explodes", { name: actor.name });
  return { taken: { hp: result.hitPointsLost, ...(result.reducedBy > 0 ? { dr: result.reducedBy } : {}) } };
}

export const vehicleLogged = (actor: Actor.Implementation, source: DamageSource) =>
  loggedHull(actor, source) !== null;

export async function undoOnVehicle(actor: Actor.Implementation, source: DamageSource): Promise<boolean> {
  const undone = await undoHull(actor, source);
  if (undone) notify("info", "SWRPG.Damage.Undone", { name: actor.name });
  return undone;
}
