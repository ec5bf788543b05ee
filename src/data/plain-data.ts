/** Checks for data of unknown shape (flags, queries, stored cards) before it is read. */

/** An object (not null), to read fields of unknown type from. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** A string with something in it. */
export const nonEmpty = (value: unknown): value is string => typeof value === "string" && value.length > 0;
