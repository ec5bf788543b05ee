/**
 * Seating actors at a vehicle's crew stations (every ruleset alike): a drop on a station stores the actor's
 * UUID; rolls read the actor through it at roll time, so nothing of the character is copied onto the vehicle.
 * A vehicle cannot crew a vehicle, an actor of another ruleset cannot crew this one, and an actor from a
 * compendium must be imported first (its UUID cannot be read synchronously at roll time).
 */
import { localize } from "../config/i18n.ts";
import { notify, warn } from "../dice/notify.ts";
import { rulesetFor } from "../rulesets/registry.ts";
import { isStationKey, STATIONS, type StationKey } from "./crew-fields.ts";
import { isVehicleType } from "./vehicle-types.ts";

/** The crew record every vehicle model stores: each station's seated UUID ("" when empty). */
export type CrewUuids = Readonly<Record<StationKey, { uuid: string }>>;

/** The actor at `uuid` now (client/utils/helpers.d.mts › fromUuidSync), or null when empty or gone. */
export function seatedActor(uuid: string): Actor.Implementation | null {
  if (!uuid) return null;
  const found: unknown = fromUuidSync(uuid as `Actor.${string}`);
  const isActor =
    typeof found === "object" &&
    found !== null &&
    (found as { documentName?: unknown }).documentName === "Actor";
  return isActor ? (found as Actor.Implementation) : null;
}

/** Why `actor` cannot sit at a station of `vehicle` (a lang key under SWRPG.Vehicle.Refused), or null. */
export function seatRefusal(
  vehicle: Actor.Implementation,
  actor: { type: string; pack?: string | null; documentName: "Actor"; name: string },
): string | null {
  if (isVehicleType(actor.type)) return "vehicleCrew";
  if (actor.pack) return "compendiumActor";
  const own = rulesetFor(vehicle);
  const theirs = rulesetFor(actor);
  if (own && theirs && own !== theirs) return "otherRuleset";
  return null;
}

/** Seats `actor` at the station (a drop on the sheet): true when it was seated. */
export async function seatActor(
  vehicle: Actor.Implementation,
  station: string | undefined,
  actor: Actor.Implementation,
): Promise<boolean> {
  if (!isStationKey(station)) {
    warn("SWRPG.Vehicle.Refused.noStation");
    return false;
  }
  const refused = seatRefusal(vehicle, actor);
  if (refused) {
    warn(`SWRPG.Vehicle.Refused.${refused}`, { name: actor.name, vehicle: vehicle.name });
    return false;
  }
  await vehicle.update({ [`system.crew.${station}.uuid`]: actor.uuid } as Actor.UpdateData);
  notify("info", "SWRPG.Vehicle.Seated", {
    name: actor.name,
    vehicle: vehicle.name,
    station: localize(`SWRPG.Vehicle.Station.${station}`),
  });
  return true;
}

/** Empties a station (the sheet's unseat button). */
export async function unseat(vehicle: Actor.Implementation, station: string | undefined): Promise<void> {
  if (!isStationKey(station)) return;
  await vehicle.update({ [`system.crew.${station}.uuid`]: "" } as Actor.UpdateData);
}

/** The stations where `uuid` sits. */
export function stationsOf(crew: CrewUuids, uuid: string): StationKey[] {
  return STATIONS.filter((station) => crew[station].uuid === uuid);
}

/** The vehicle's stored crew, when the actor is a vehicle of any ruleset. */
export function crewOf(actor: { type: string; system: unknown }): CrewUuids | null {
  if (!isVehicleType(actor.type)) return null;
  const crew = (actor.system as { crew?: CrewUuids }).crew;
  return crew ?? null;
}

/**
 * A deleted actor leaves every seat it held empty, with a notice (run on the active GM's client, which may
 * change every vehicle).
 */
export async function emptySeatsOf(deleted: Actor.Implementation): Promise<void> {
  if (!game.users?.activeGM?.isSelf) return;
  for (const vehicle of game.actors?.contents ?? []) {
    const crew = crewOf(vehicle);
    const held = crew ? stationsOf(crew, deleted.uuid) : [];
    if (held.length === 0) continue;
    const update: Record<string, string> = {};
    for (const station of held) update[`system.crew.${station}.uuid`] = "";
    await vehicle.update(update as Actor.UpdateData);
    notify("info", "SWRPG.Vehicle.SeatEmptied", { name: deleted.name, vehicle: vehicle.name });
  }
}

export const crewSeatHooks = {
  listen(): void {
    Hooks.on("deleteActor", (actor) => {
      void emptySeatsOf(actor as Actor.Implementation);
    });
  },
};
