import { type FormulaErrorCode, parseDiceFormula } from "../rules/index.ts";

/**
 * What a stored field accepts. The schema builds its Foundry fields from these, and the update
 * guard checks incoming changes against the same records, so a value is refused (with a message
 * naming the field) before Foundry would silently round or clamp it.
 */
export type FieldConstraint =
  | {
      kind: "integer";
      min: number;
      max: number;
      nullable?: boolean;
      /** Values below `min` are stored as `min` instead of being refused (wounds below -10: dead is dead). */
      clampBelow?: boolean;
    }
  | { kind: "formula" }
  | { kind: "choice"; choices: readonly string[] }
  | { kind: "boolean" };

/** A constrained field at a path inside `system`, with the lang key that names it. */
export interface ConstrainedField {
  constraint: FieldConstraint;
  /** Lang key of the field's name, e.g. "SWRPG.Actor.Wounds". */
  label: string;
}

/** Every constrained field of one document type, by dotted path inside `system`. */
export type ConstraintTable = Readonly<Record<string, ConstrainedField>>;

/** Why a value was refused; each has a lang key `SWRPG.Validation.<reason>`. */
export type RefusalReason =
  | "notANumber"
  | "notAnInteger"
  | "belowMinimum"
  | "aboveMaximum"
  | "notAChoice"
  | "notABoolean"
  | "notText"
  | "badFormula"
  | "exceedsMaximum"
  | "noFreeHand"
  | "requiresField";

/** A refused value: which field, why, and what the message needs. */
export interface Refusal {
  path: string;
  label: string;
  reason: RefusalReason;
  data: Record<string, string | number>;
}

export type CheckResult =
  | { ok: true; value: unknown }
  | { ok: false; reason: RefusalReason; data: Record<string, string | number> };

function checkInteger(constraint: Extract<FieldConstraint, { kind: "integer" }>, raw: unknown): CheckResult {
  if (raw === null || raw === "") {
    return constraint.nullable ? { ok: true, value: null } : { ok: false, reason: "notANumber", data: {} };
  }
  // Form inputs may deliver numbers as text: accept "12", refuse "twelve".
  const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
  if (typeof value !== "number" || !Number.isFinite(value))
    return { ok: false, reason: "notANumber", data: {} };
  if (!Number.isInteger(value)) return { ok: false, reason: "notAnInteger", data: {} };
  if (value < constraint.min) {
    if (constraint.clampBelow) return { ok: true, value: constraint.min };
    return { ok: false, reason: "belowMinimum", data: { min: constraint.min } };
  }
  if (value > constraint.max) return { ok: false, reason: "aboveMaximum", data: { max: constraint.max } };
  return { ok: true, value };
}

/** Checks one value against its constraint; an accepted value may come back normalized ("12" → 12). */
export function checkValue(constraint: FieldConstraint, raw: unknown): CheckResult {
  switch (constraint.kind) {
    case "integer":
      return checkInteger(constraint, raw);
    case "boolean":
      return typeof raw === "boolean"
        ? { ok: true, value: raw }
        : { ok: false, reason: "notABoolean", data: {} };
    case "choice":
      return typeof raw === "string" && constraint.choices.includes(raw)
        ? { ok: true, value: raw }
        : { ok: false, reason: "notAChoice", data: { value: String(raw) } };
    case "formula": {
      if (typeof raw !== "string") return { ok: false, reason: "notText", data: {} };
      const parsed = parseDiceFormula(raw);
      if (parsed.ok) return { ok: true, value: raw.trim() };
      return {
        ok: false,
        reason: "badFormula",
        data: { error: formulaErrorKey(parsed.code), position: parsed.position + 1 },
      };
    }
  }
}

/** The lang key explaining a formula error. */
export function formulaErrorKey(code: FormulaErrorCode): string {
  return `SWRPG.Formula.Error.${code}`;
}

/** The lang key of a refusal reason. */
export function refusalKey(reason: RefusalReason): string {
  return `SWRPG.Validation.${reason}`;
}
