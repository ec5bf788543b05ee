/** Builds what an item sheet shows from the item's data and its type's field specs. */
import type { FieldConstraint } from "../../../../data/constraints.ts";
import type { FieldGroupView, FieldView, ItemSheetView } from "../views/item-sheet-view.ts";
import { type FieldSpec, ITEM_SHEET_SPECS, type ItemSheetType } from "./item-fields.ts";
import { choicesOf, itemTypeLabel } from "./labels.ts";
import { DEFAULT_ITEM_IMAGE, type SheetDocument } from "./sheet-subjects.ts";

export interface ItemSheetOptions {
  editable: boolean;
  /** The description as enriched HTML (Foundry's TextEditor; the tests pass it through). */
  enrichedDescription: string;
}

/** An item as its sheet reads it; `system` is read by the paths of the field specs. */
export interface SheetItemDocument extends SheetDocument {
  type: ItemSheetType;
  system: object;
}

function readPath(data: object, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split(".")) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function fieldValue(raw: unknown): FieldView["value"] {
  if (typeof raw === "string" || typeof raw === "number" || typeof raw === "boolean") return raw;
  return null;
}

function kindOf(constraint: FieldConstraint | undefined): FieldView["kind"] {
  switch (constraint?.kind) {
    case "integer":
      return "number";
    case "choice":
      return "select";
    case "boolean":
      return "checkbox";
    default:
      return "text";
  }
}

function fieldView(item: SheetItemDocument, spec: FieldSpec): FieldView {
  const constrained = ITEM_SHEET_SPECS[item.type].constraints[spec.path];
  const constraint = constrained?.constraint;
  const integer = constraint?.kind === "integer" ? constraint : null;
  return {
    id: `${item.id ?? "item"}-${spec.path.replaceAll(".", "-")}`,
    name: `system.${spec.path}`,
    label: spec.label ?? constrained?.label ?? spec.textLabel ?? spec.path,
    hint: `SWRPG.Sheet.Hint.${item.type}.${spec.path}`,
    kind: kindOf(constraint),
    value: fieldValue(readPath(item.system, spec.path)),
    choices:
      constraint?.kind === "choice" ? choicesOf(constraint.choices, spec.choicePrefix ?? spec.path) : [],
    hasMin: integer !== null,
    min: integer?.min ?? 0,
    hasMax: integer !== null,
    max: integer?.max ?? 0,
    placeholder: spec.placeholder ?? null,
    suggestions: spec.suggestions ? choicesOf(spec.suggestions.values, spec.suggestions.prefix) : [],
    note: spec.note?.(item.system as Record<string, unknown>) ?? null,
  };
}

export function itemSheetView(item: SheetItemDocument, options: ItemSheetOptions): ItemSheetView {
  const groups: FieldGroupView[] = ITEM_SHEET_SPECS[item.type].groups.map((group) => ({
    key: group.key,
    label: group.label,
    fields: group.fields.map((spec) => fieldView(item, spec)),
  }));
  const description = readPath(item.system, "description");
  return {
    item: {
      id: item.id ?? "",
      uuid: item.uuid,
      name: item.name,
      img: item.img ?? DEFAULT_ITEM_IMAGE,
      type: item.type,
      typeLabel: itemTypeLabel(item.type),
    },
    editable: options.editable,
    groups,
    description: {
      value: typeof description === "string" ? description : "",
      enriched: options.enrichedDescription,
    },
  };
}
