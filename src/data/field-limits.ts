import type { Refusal } from "./constraints.ts";
import type { FieldDeclaration } from "./fields.ts";
import { readChange, removeChange } from "./guard-changes.ts";

/**
 * A check that doesn't fit one field, between two fields of the same document (dotted paths inside
 * `system`). `max`: the value may not exceed the other field's (wounds up to Constitution, hit points up
 * to their maximum; with `zeroIsNone`, a maximum of 0 sets no limit). `requires`: the flag may be set
 * only while the other one is. The other field's new value counts when the same change sets it.
 */
export type FieldLimit =
  | { path: string; max: string; zeroIsNone?: boolean }
  | { path: string; requires: string };

const numberOr = (value: unknown, fallback: unknown) => (typeof value === "number" ? value : fallback);

/** Removes the changed values that break a limit; returns why, labelled by the fields' declarations. */
export function guardLimits(
  limits: readonly FieldLimit[],
  fields: Readonly<Record<string, FieldDeclaration>>,
  changes: unknown,
  source: unknown,
): Refusal[] {
  const refusals: Refusal[] = [];
  const labelOf = (path: string) => {
    const field = fields[path];
    return field && "label" in field ? field.label : path;
  };
  for (const limit of limits) {
    const { path } = limit;
    const value = readChange(changes, path);
    let refusal: Pick<Refusal, "reason" | "data"> | null = null;
    if ("max" in limit) {
      const max = numberOr(readChange(changes, limit.max), readChange(source, limit.max));
      if (
        typeof value === "number" &&
        typeof max === "number" &&
        value > max &&
        !(limit.zeroIsNone && max <= 0)
      )
        refusal = { reason: "exceedsMaximum", data: { max } };
    } else if (
      value === true &&
      (readChange(changes, limit.requires) ?? readChange(source, limit.requires)) !== true
    )
      refusal = { reason: "requiresField", data: { other: labelOf(limit.requires) } };
    if (refusal) {
      removeChange(changes, path);
      refusals.push({ path, label: labelOf(path), ...refusal });
    }
  }
  return refusals;
}
