/**
 * RCR's vehicle sheet (templates/vehicle/vehicle-sheet.hbs): its Defense and maneuver check from the engine
 * with the crew seated now, the stations, and each weapon's attack bonus from its station.
 */

import { signed } from "../../../applications/handlebars-helpers.ts";
import { resourceView } from "../../../applications/sheets/actor-views.ts";
import { rollCheck } from "../../../applications/sheets/check-roll.ts";
import { enrichHTML } from "../../../applications/sheets/enrich.ts";
import type { ItemSheetSpec } from "../../../applications/sheets/item-sheet-view.ts";
import { localize } from "../../../config/i18n.ts";
import { vehicles } from "../../../rules/index.ts";
import { STATIONS } from "../../../vehicles/crew-fields.ts";
import { type CrewUuids, seatedActor } from "../../../vehicles/crew-seats.ts";
import { vehicleLayout } from "../../../vehicles/vehicle-layout.ts";
import { dropOnStation, vehicleSheetActions } from "../../../vehicles/vehicle-sheet-actions.ts";
import {
  partsTooltip,
  type VehicleSheetParts,
  vehicleSheetView,
} from "../../../vehicles/vehicle-sheet-view.ts";
import type { RulesetSheet, SheetAction } from "../../types.ts";
import { WeaponModel } from "../data/item/weapon-model.ts";
import { firerOf, fireVehicleWeapon, vehicleWeaponBonus } from "./vehicle-attack.ts";
import { RcrVehicleModel, type SeatReader } from "./vehicle-model.ts";
import { RCR_VEHICLE_FIELDS } from "./vehicle-schema.ts";

const SPEC: ItemSheetSpec = {
  fields: RCR_VEHICLE_FIELDS,
  groups: {
    vehicle: ["size", "maneuver", "damageReduction", "speed", "topSpeed", "targetingBonus", "autopilotBonus"],
    shields: ["shields.particle", "shields.magnetic"],
    seats: STATIONS.map((key) => `crew.${key}.quality`),
  },
};

const partWord = (label: string) => localize(`SWRPG.Vehicle.Part.${label}`, label);

/** Who sits at each station now (or a stored UUID that finds nobody). */
export function seatViews(crew: CrewUuids, read: SeatReader): VehicleSheetParts["seats"] {
  const seats = {} as Record<
    (typeof STATIONS)[number],
    { seated: null | { uuid: string; name: string; img: string }; missing: boolean }
  >;
  for (const key of STATIONS) {
    const uuid = crew[key].uuid;
    const actor = read(uuid);
    seats[key] = {
      seated: actor
        ? { uuid: actor.uuid, name: actor.name, img: actor.img ?? "icons/svg/mystery-man.svg" }
        : null,
      missing: uuid !== "" && !actor,
    };
  }
  return seats;
}

/** The sheet's parts for an RCR vehicle, with the crew read through `read`. */
export function rcrVehicleParts(
  actor: { items: Iterable<Item.Implementation> },
  model: RcrVehicleModel,
  read: SeatReader,
): VehicleSheetParts {
  const record = model.toRecord(read);
  const defense = vehicles.defense(record);
  const check = vehicles.maneuverCheck(record);
  const status = vehicles.vehicleStatus(record, record.hitPoints);
  const weapons = [];
  for (const item of actor.items) {
    if (!(item.system instanceof WeaponModel) || !item.id) continue;
    const bonus = vehicleWeaponBonus(model, item.system, read);
    const index = STATIONS.indexOf(item.system.station as (typeof STATIONS)[number]);
    weapons.push({
      id: item.id,
      name: item.name,
      img: item.img ?? "",
      station: item.system.station,
      damage: item.system.damage.formula,
      bonus: bonus.ok ? signed(bonus.total) : "",
      firer: index < 0 ? "" : localize(firerOf(model, index, read)),
    });
  }
  return {
    ruleset: "rcr",
    spec: SPEC,
    bars: [resourceView("hitPoints", "SWRPG.Vehicle.HitPoints", model.hitPoints)],
    chips: [
      {
        label: "SWRPG.Vehicle.Defense",
        value: String(defense.total),
        tooltip: partsTooltip(defense.parts, partWord),
      },
      { label: "SWRPG.Vehicle.DamageReduction", value: String(model.damageReduction), tooltip: "" },
      { label: "SWRPG.Vehicle.Status.label", value: localize(`SWRPG.Vehicle.Status.${status}`), tooltip: "" },
    ],
    checks: check.ok
      ? [
          {
            action: "vehicleCheck",
            key: "maneuver",
            label: "SWRPG.Vehicle.ManeuverCheck",
            value: signed(check.total),
          },
        ]
      : [],
    seats: seatViews(model.crew, read),
    weapons,
  };
}

const fire: SheetAction = (sheet, _event, target) =>
  fireVehicleWeapon(sheet.actor, target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? null);

const vehicleCheck: SheetAction = async (sheet) => {
  const model = sheet.actor.system;
  if (!(model instanceof RcrVehicleModel)) return;
  const check = vehicles.maneuverCheck(model.toRecord());
  if (!check.ok)
    return void ui.notifications?.warn(`SWRPG.Vehicle.Refused.${check.refused}`, { localize: true });
  await rollCheck(sheet.actor, { flavor: localize("SWRPG.Vehicle.ManeuverCheck"), modifier: check.total });
};

export const rcrVehicleSheet: RulesetSheet<Actor.Implementation> = {
  type: "vehicle",
  label: "SWRPG.Sheet.VehicleSheet",
  layout: vehicleLayout("rcr"),
  async context(actor, { editable }) {
    const model = actor.system;
    if (!(model instanceof RcrVehicleModel)) return null;
    return vehicleSheetView(actor, rcrVehicleParts(actor, model, seatedActor), {
      editable,
      enrichedDescription: await enrichHTML("", actor),
    });
  },
  actions: { ...vehicleSheetActions("weapon"), fireVehicleWeapon: fire, vehicleCheck },
  dropActor: dropOnStation,
};
