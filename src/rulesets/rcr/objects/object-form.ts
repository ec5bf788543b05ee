import { type FieldGetter, oneOf } from "../../../dice/attack-form.ts";
import type { FighterView } from "../maneuvers/maneuver-types.ts";
import {
  OBJECT_ACTIONS,
  OBJECT_SIZES,
  OBJECT_SOURCES,
  OBJECT_STATES,
  OBJECT_SUBSTANCES,
  OBJECT_TABLE,
  type ObjectChoice,
  type ObjectStrike,
} from "./object-types.ts";

/**
 * The object part of the special-attack dialog: its lists, where it starts (the targeted token's kept
 * numbers, else the targeted fighter's weapon, else a table row), and how its fields are read. A choice
 * outside its list falls back to the current one; a number that is not a whole number in its range is
 * refused by its field's lang key, and everything else is kept.
 */

interface NumberField {
  name: string;
  key: "thicknessCm" | "woundPointsLeft" | "breakDC" | "ionDC" | "distance";
  min: number;
  max: number;
  nullable: boolean;
}

const NUMBER_FIELDS: readonly NumberField[] = [
  { name: "objectThickness", key: "thicknessCm", min: 1, max: 100000, nullable: false },
  { name: "objectWoundPointsLeft", key: "woundPointsLeft", min: 0, max: 100000, nullable: true },
  { name: "objectBreakDC", key: "breakDC", min: 0, max: 99, nullable: true },
  { name: "objectIonDC", key: "ionDC", min: 0, max: 99, nullable: false },
  { name: "objectDistance", key: "distance", min: 0, max: 100000, nullable: true },
];

/** Where the dialog starts for a strike: what the documents say is there to hit. */
export function objectStart(
  current: ObjectChoice,
  strike: ObjectStrike | null | undefined,
  defender: FighterView | null,
): ObjectChoice {
  const stored = strike?.token?.stored;
  if (stored) return { ...current, source: "token", electronic: stored.electronic };
  if (defender?.weapons.length) return { ...current, source: "weapon" };
  return current;
}

export function objectDialogContext(choice: ObjectChoice, strike: ObjectStrike | null | undefined) {
  const stored = strike?.token?.stored ?? null;
  return {
    choice,
    sources: OBJECT_SOURCES,
    tables: OBJECT_TABLE,
    substances: OBJECT_SUBSTANCES,
    sizes: OBJECT_SIZES,
    states: OBJECT_STATES,
    actions: OBJECT_ACTIONS,
    kept: stored ? { name: stored.name, woundPoints: stored.woundPoints, max: stored.woundPointsMax } : null,
    woundPointsLeft: choice.woundPointsLeft ?? "",
    breakDC: choice.breakDC ?? "",
    distance: choice.distance ?? "",
    hasMeasured: !!strike?.token,
    measured: strike?.distance ?? 0,
  };
}

function numberOf(get: FieldGetter, field: NumberField, fallback: number | null) {
  const raw = get(field.name);
  if (raw === null) return { value: fallback, ok: true };
  const text = raw.trim();
  if (text === "") return field.nullable ? { value: null, ok: true } : { value: fallback, ok: false };
  const value = Number(text);
  const ok = Number.isInteger(value) && value >= field.min && value <= field.max;
  return { value: ok ? value : fallback, ok };
}

/** Reads the object fields over `current`: the choice, and the first field refused (its lang key) or null. */
export function readObjectForm(
  get: FieldGetter,
  current: ObjectChoice,
): { choice: ObjectChoice; invalid: string | null } {
  const choice: ObjectChoice = {
    ...current,
    source: oneOf(OBJECT_SOURCES, get("objectSource"), current.source),
    table: oneOf(OBJECT_TABLE, get("objectTable"), current.table),
    substance: oneOf(OBJECT_SUBSTANCES, get("objectSubstance"), current.substance),
    size: oneOf(OBJECT_SIZES, get("objectSize"), current.size),
    state: oneOf(OBJECT_STATES, get("objectState"), current.state),
    action: oneOf(OBJECT_ACTIONS, get("objectAction"), current.action),
    linedUp: get("objectLinedUp") !== null,
    electronic: get("objectElectronic") !== null,
  };
  let invalid: string | null = null;
  for (const field of NUMBER_FIELDS) {
    const read = numberOf(get, field, current[field.key]);
    if (!read.ok) invalid ??= `SWRPG.Objects.Dialog.${field.name}`;
    if (field.key === "thicknessCm" || field.key === "ionDC")
      choice[field.key] = read.value ?? current[field.key];
    else choice[field.key] = read.value;
  }
  return { choice, invalid };
}
