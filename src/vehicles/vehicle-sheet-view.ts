/**
 * What every ruleset's vehicle sheet shows (templates/vehicle/vehicle-sheet.hbs): the vehicle's declared
 * fields as fieldsets (the item sheets' field views), its hull and shield bars, the numbers the ruleset's
 * engine worked out from the current crew (chips) and its check buttons, the crew stations with who sits
 * there or what an empty seat rolls, and the weapons with their station and bonus. Plain data: the ruleset
 * builds `numbers` and the weapon bonuses through its engine; nothing is computed here.
 */
import type { ResourceView } from "../applications/sheets/actor-views.ts";
import {
  type ChoiceView,
  choicesOf,
  type FieldGroupView,
  type FieldView,
  type ItemSheetSpec,
  itemSheetView,
} from "../applications/sheets/item-sheet-view.ts";
import { STATIONS, type StationKey, WEAPON_STATIONS } from "./crew-fields.ts";

/** A number the engine worked out (Defense, Reflex, a dodge code), with the parts it was made of. */
export interface VehicleChip {
  label: string;
  value: string;
  /** The parts as "label +n" lines (a tooltip); "" when none. */
  tooltip: string;
}

/** A check button (a maneuver check, a dodge, a dogfight): `action` is the sheet action it runs. */
export interface VehicleCheck {
  action: string;
  key: string;
  label: string;
  value: string;
}

export interface SeatedView {
  uuid: string;
  name: string;
  img: string;
}

export interface StationView {
  key: StationKey;
  label: string;
  /** The seated actor now; null for an empty seat or an actor that is gone (`missing`). */
  seated: SeatedView | null;
  missing: boolean;
  /** What an empty seat rolls: the ruleset's crew quality or crew skill field. */
  seat: FieldView | null;
}

export interface VehicleWeaponView {
  id: string;
  name: string;
  img: string;
  station: string;
  damage: string;
  /** The attack bonus or gunnery dice from the weapon's station now ("" when it cannot fire). */
  bonus: string;
  /** Who fires it: the seated actor's name, the crew's word, or "" when the station is empty. */
  firer: string;
}

export interface VehicleSheetView {
  actor: { id: string; uuid: string; name: string; img: string };
  editable: boolean;
  /** The ruleset's kind of vehicle sheet (a CSS class: rcr, saga, d6). */
  ruleset: string;
  bars: ResourceView[];
  groups: FieldGroupView[];
  chips: VehicleChip[];
  checks: VehicleCheck[];
  crew: StationView[];
  weapons: VehicleWeaponView[];
  stationChoices: ChoiceView[];
  description: { value: string; enriched: string };
}

/** A vehicle as its sheet reads it. */
export interface VehicleSubject {
  id: string | null;
  uuid: string;
  name: string;
  img: string | null | undefined;
  type: string;
  system: object;
}

export interface VehicleSheetParts {
  ruleset: string;
  /** The declared fields the sheet shows, grouped; the group `seats` holds each station's empty-seat field. */
  spec: ItemSheetSpec;
  bars: ResourceView[];
  chips: VehicleChip[];
  checks: VehicleCheck[];
  /** Each station's seated actor now (seated) or a stored UUID that finds nobody (missing). */
  seats: Readonly<Record<StationKey, { seated: SeatedView | null; missing: boolean }>>;
  weapons: VehicleWeaponView[];
}

const SEATS_GROUP = "seats";

export function vehicleSheetView(
  vehicle: VehicleSubject,
  parts: VehicleSheetParts,
  options: { editable: boolean; enrichedDescription: string },
): VehicleSheetView {
  const base = itemSheetView(
    vehicle,
    parts.spec,
    { group: "SWRPG.Vehicle.Group.", hint: "" },
    options,
    () => ({ hint: "" }),
  );
  const seatFields = base.groups.find((group) => group.key === SEATS_GROUP)?.fields ?? [];
  const seatOf = (station: StationKey) =>
    seatFields.find((field) => field.name.startsWith(`system.crew.${station}.`)) ?? null;
  return {
    actor: {
      id: vehicle.id ?? "",
      uuid: vehicle.uuid,
      name: vehicle.name,
      img: vehicle.img ?? "icons/svg/mystery-man.svg",
    },
    editable: options.editable,
    ruleset: parts.ruleset,
    bars: parts.bars,
    groups: base.groups.filter((group) => group.key !== SEATS_GROUP),
    chips: parts.chips,
    checks: parts.checks,
    crew: STATIONS.map((key) => ({
      key,
      label: `SWRPG.Vehicle.Station.${key}`,
      ...parts.seats[key],
      seat: seatOf(key),
    })),
    weapons: parts.weapons,
    stationChoices: choicesOf(WEAPON_STATIONS, "SWRPG.Vehicle.Station."),
    description: base.description,
  };
}

/** A composed bonus's parts as tooltip lines ("label +n"), labels localized by the caller's `word`. */
export function partsTooltip(
  parts: readonly { label: string; value: number }[],
  word: (label: string) => string,
): string {
  return parts.map((part) => `${word(part.label)} ${part.value >= 0 ? "+" : ""}${part.value}`).join("\n");
}
