import { type ConstraintTable, type FieldConstraint, refusalKey } from "../../../data/constraints.ts";
import { constraintsOf, type FieldDeclarations } from "../../../data/fields.ts";
import { guardChanges, isPlainObject, readChange } from "../../../data/guard-changes.ts";
import { d6 } from "../../../rules/index.ts";

type Source = Record<string, unknown>;

const isCode = (constraint: FieldConstraint) =>
  constraint.kind === "diceCode" || constraint.kind === "damageCode";

/** The dice-code fields of a declaration table (the rest is the update guard's alone). */
function codeTable(fields: FieldDeclarations): ConstraintTable {
  return Object.fromEntries(
    Object.entries(constraintsOf(fields)).filter(([, field]) => isCode(field.constraint)),
  );
}

/** An older or hand-made shape of a code: a number of dice (3 → "3D") or a `{ dice, pips }` record. */
function legacyCode(value: unknown): string | null {
  if (typeof value === "number" && Number.isInteger(value)) return `${value}D`;
  if (isPlainObject(value) && typeof value.dice === "number" && typeof value.pips === "number")
    return d6.formatDiceCode({ dice: value.dice, pips: value.pips });
  return null;
}

/** Writes `value` at a dotted path of a nested source that already holds the path's parent. */
function writeAt(source: Source, path: string, value: string): void {
  const keys = path.split(".");
  const last = keys.pop() ?? path;
  let node: unknown = source;
  for (const key of keys) node = isPlainObject(node) ? node[key] : undefined;
  if (isPlainObject(node)) node[last] = value;
}

/**
 * The dice codes of a D6 document's source, on every path that brings data in: an import, a pack entry, a
 * creation through the API, and the partial changes of an update (Foundry's migrateData runs on all of them,
 * before its own validation). An older shape becomes text, a valid code is stored counted ("3d+3" → "4D"),
 * and a value that is no code is taken out with a message naming the field: the field keeps what it had
 * (an update) or starts at its default (a new document), and the rest of the data goes through.
 */
export function migrateDiceCodes(source: Source, fields: FieldDeclarations): Source {
  if (!isPlainObject(source)) return source;
  const table = codeTable(fields);
  for (const path of Object.keys(table)) {
    const legacy = legacyCode(readChange(source, path));
    if (legacy !== null) writeAt(source, path, legacy);
  }
  const refusals = guardChanges(table, source);
  // Data can be migrated before the game is set up (a script, a test of one module): then the message is plain.
  const i18n = typeof game === "undefined" ? undefined : game.i18n;
  for (const refusal of refusals) {
    const data = Object.fromEntries(Object.entries(refusal.data).map(([key, value]) => [key, String(value)]));
    const message = i18n
      ? i18n.format("SWRPG.D6.Validation.CodeRefused", {
          field: i18n.localize(refusal.label),
          reason: i18n.format(refusalKey(refusal.reason), data),
        })
      : `${refusal.path}: ${refusal.reason}`;
    if (typeof ui !== "undefined") ui.notifications?.warn(message);
  }
  return source;
}
