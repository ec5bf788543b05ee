import { d6, type FormulaErrorCode, parseDiceFormula } from "../rules/index.ts";

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
  | DiceCodeConstraint
  /** A WEG D6 damage code: "5D", "STR", "STR+1D+2". */
  | { kind: "damageCode" }
  | { kind: "choice"; choices: readonly string[] }
  | { kind: "boolean" };

/**
 * A WEG D6 dice code ("3D+2"), stored as text and counted as D6 players count it (three pips make a die,
 * d6.addDiceCodes): "3d+3" is stored as "4D". `blank`: "" is allowed (an untrained skill: the attribute's
 * code); `penalty`: the code must be 0D or less (a Dexterity penalty, "-1D"), otherwise 0D or more;
 * `maxDice`: the most dice either way.
 */
export interface DiceCodeConstraint {
  kind: "diceCode";
  blank?: boolean;
  penalty?: boolean;
  maxDice: number;
}

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
  | "requiresField"
  | "badDiceCode"
  | "badDamageCode"
  | "negativeDiceCode"
  | "notAPenalty"
  | "tooManyDice";

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

/** A D6 dice code as stored: counted (three pips a die) and written the way the text writes codes. */
function checkDiceCode(constraint: DiceCodeConstraint, raw: unknown): CheckResult {
  if (typeof raw !== "string") return { ok: false, reason: "notText", data: {} };
  const text = raw.trim();
  if (text === "" && constraint.blank) return { ok: true, value: "" };
  const parsed = d6.parseDiceCode(text);
  if (!parsed) return { ok: false, reason: "badDiceCode", data: { value: text } };
  const code = d6.addDiceCodes(parsed);
  const negative = code.dice < 0 || code.pips < 0;
  if (constraint.penalty && (code.dice > 0 || code.pips > 0))
    return { ok: false, reason: "notAPenalty", data: { value: text } };
  if (!constraint.penalty && negative)
    return { ok: false, reason: "negativeDiceCode", data: { value: text } };
  if (Math.abs(code.dice) > constraint.maxDice)
    return { ok: false, reason: "tooManyDice", data: { max: constraint.maxDice } };
  return { ok: true, value: d6.formatDiceCode(code) };
}

/** A D6 damage code as stored: "STR" and its dice counted ("str+1d+3" is "STR+2D"), or plain dice (not negative). */
function checkDamageCode(raw: unknown): CheckResult {
  if (typeof raw !== "string") return { ok: false, reason: "notText", data: {} };
  const text = raw.trim();
  const parsed = d6.parseDamageCode(text);
  if (!parsed) return { ok: false, reason: "badDamageCode", data: { value: text } };
  const dice = d6.addDiceCodes(parsed.dice);
  if (!parsed.strength) {
    if (dice.dice < 0 || dice.pips < 0)
      return { ok: false, reason: "negativeDiceCode", data: { value: text } };
    return { ok: true, value: d6.formatDiceCode(dice) };
  }
  const none = dice.dice === 0 && dice.pips === 0;
  return { ok: true, value: none ? "STR" : `STR${d6.formatDiceCode(dice, { signed: true })}` };
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
    case "diceCode":
      return checkDiceCode(constraint, raw);
    case "damageCode":
      return checkDamageCode(raw);
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
