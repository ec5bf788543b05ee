import { type ConstraintTable, checkValue, type Refusal } from "./constraints.ts";

type Changes = Record<string, unknown>;

/** A plain record (not null, not an array): a change object, a stored source or one of their parts. */
export function isPlainObject(value: unknown): value is Changes {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Checks a (partial) `system` change object against a constraint table, in place: refused values
 * are removed, accepted ones normalized ("12" → 12), everything else is left as it was, so the rest
 * of the update goes through. Handles nested objects and dotted keys; `-=key` deletions pass.
 */
export function guardChanges(table: ConstraintTable, changes: unknown, prefix = ""): Refusal[] {
  const refusals: Refusal[] = [];
  if (!isPlainObject(changes)) return refusals;
  for (const key of Object.keys(changes)) {
    if (key.startsWith("-=")) continue;
    const path = prefix + (key.startsWith("==") ? key.slice(2) : key);
    const value = changes[key];
    const field = table[path];
    if (field) {
      const result = checkValue(field.constraint, value);
      if (result.ok) changes[key] = result.value;
      else {
        delete changes[key];
        refusals.push({ path, label: field.label, reason: result.reason, data: result.data });
      }
    } else if (isPlainObject(value)) {
      refusals.push(...guardChanges(table, value, `${path}.`));
      if (Object.keys(value).length === 0) delete changes[key];
    }
  }
  return refusals;
}

/** Reads a value from a change object (or any record: a stored source, a system) that may hold nested objects or dotted keys. */
export function readChange(changes: unknown, path: string): unknown {
  if (!isPlainObject(changes)) return undefined;
  if (path in changes) return changes[path];
  const dot = path.indexOf(".");
  if (dot < 0) return undefined;
  for (let split = dot; split >= 0; split = path.indexOf(".", split + 1)) {
    const head = path.slice(0, split);
    const found = readChange(changes[head], path.slice(split + 1));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Removes a value from a change object that may hold nested objects or dotted keys. */
export function removeChange(changes: unknown, path: string): void {
  if (!isPlainObject(changes)) return;
  if (path in changes) {
    delete changes[path];
    return;
  }
  for (let split = path.indexOf("."); split >= 0; split = path.indexOf(".", split + 1)) {
    removeChange(changes[path.slice(0, split)], path.slice(split + 1));
  }
}
