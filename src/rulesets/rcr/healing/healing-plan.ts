import type { FieldGetter } from "../../../dice/attack-form.ts";
import {
  createInjuryState,
  healsNaturally,
  rest,
  type StabilizeMethod,
  stabilizeDC,
  stabilizeWithHelp,
} from "../../../rules/index.ts";

/**
 * Healing as plain records: what the rest and stabilize dialogs ask, checked field by field, and what the
 * engine makes of it. rcr-combat.txt › Natural Healing (1 vitality point per level an hour, 1 wound point a
 * day), Assisted Healing (long-term care: 2 a day), Healing Limits (never above the maximum), Recovering
 * with Help (Treat Injury DC 15, Heal Another DC 10), Recovering without Help (a dying character who is not
 * tended heals no wound points).
 */

/** The values healing changes, before and after. */
export interface HealthState {
  vitality: number;
  wounds: number;
  stable: boolean;
  tended: boolean;
}

/** An actor's healing side, as the engine needs it. */
export interface Patient extends HealthState {
  level: number;
  vitalityMax: number;
  woundsMax: number;
}

export interface RestChoice {
  hours: number;
  days: number;
  longTermCare: boolean;
}

export interface StabilizeChoice {
  method: StabilizeMethod;
  checkTotal: number;
}

/** A refused form: the lang key of the field at fault. */
export type FormRefusal = { ok: false; field: string };

const METHODS: readonly StabilizeMethod[] = ["treatInjury", "healAnother"];

/** A whole number within bounds, or null. */
function wholeNumber(text: string | null, min: number, max: number): number | null {
  if (text === null || text.trim() === "") return min >= 0 ? 0 : null;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/** The rest dialog's form: hours 0-720, days 0-365, at least one of them. */
export function readRestForm(get: FieldGetter): { ok: true; choice: RestChoice } | FormRefusal {
  const hours = wholeNumber(get("hours"), 0, 720);
  if (hours === null) return { ok: false, field: "SWRPG.Healing.Hours" };
  const days = wholeNumber(get("days"), 0, 365);
  if (days === null) return { ok: false, field: "SWRPG.Healing.Days" };
  if (hours === 0 && days === 0) return { ok: false, field: "SWRPG.Healing.Hours" };
  return { ok: true, choice: { hours, days, longTermCare: get("longTermCare") !== null } };
}

/** The stabilize dialog's form: the method, and the helper's check total (-20 to 99). */
export function readStabilizeForm(get: FieldGetter): { ok: true; choice: StabilizeChoice } | FormRefusal {
  const method = METHODS.find((m) => m === get("method"));
  if (!method) return { ok: false, field: "SWRPG.Healing.Method" };
  const text = get("checkTotal");
  const checkTotal = text === null || text.trim() === "" ? null : wholeNumber(text, -20, 99);
  if (checkTotal === null) return { ok: false, field: "SWRPG.Healing.CheckTotal" };
  return { ok: true, choice: { method, checkTotal } };
}

/**
 * After rest: vitality and wounds by the engine's `rest`; wounds only when they heal naturally (above 0,
 * tended, or under long-term care, which is tending).
 */
export function afterRest(patient: Patient, choice: RestChoice): HealthState {
  const tended = patient.tended || choice.longTermCare;
  const injury = { ...createInjuryState(patient.wounds, patient.woundsMax), stable: patient.stable, tended };
  const result = rest({
    level: patient.level,
    hours: choice.hours,
    days: choice.days,
    longTermCare: choice.longTermCare,
    vitality: patient.vitality,
    vitalityMax: patient.vitalityMax,
    wounds: patient.wounds,
    woundsMax: patient.woundsMax,
    woundsHeal: healsNaturally(injury),
  });
  const out = result.wounds >= 0;
  return {
    vitality: result.vitality,
    wounds: result.wounds,
    stable: out ? false : patient.stable,
    tended: out ? false : tended,
  };
}

/** A helper's try to stabilize: the DC, and the state after (stable and tended on a success). */
export function afterStabilize(
  patient: Patient,
  choice: StabilizeChoice,
): { dc: number; success: boolean; after: HealthState } {
  const dying = patient.wounds < 0 && patient.wounds > -10;
  const success = dying && stabilizeWithHelp(choice.method, choice.checkTotal);
  const after = success ? { ...statusOf(patient), stable: true, tended: true } : statusOf(patient);
  return { dc: stabilizeDC(choice.method), success, after };
}

function statusOf(patient: Patient): HealthState {
  return {
    vitality: patient.vitality,
    wounds: patient.wounds,
    stable: patient.stable,
    tended: patient.tended,
  };
}
