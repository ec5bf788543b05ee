/** Builds what an item sheet shows from the item's data and its type's field specs. */
import type { FieldConstraint } from "../../../../data/constraints.ts";
import { WEAPON_GROUPS } from "../../data/item/weapon-schema.ts";
import type { ChoiceGroupView, FieldGroupView, FieldView, ItemSheetView } from "../views/item-sheet-view.ts";
import { type FieldSpec, ITEM_SHEET_SPECS, type ItemSheetType } from "./item-fields.ts";
import { choicesOf, itemTypeLabel, WEAPON_GROUP_PREFIX } from "./labels.ts";
import { DEFAULT_ITEM_IMAGE, type SheetDocument } from "./sheet-subjects.ts";

export interface ItemSheetOptions {
  editable: boolean;
  /** The description as enriched HTML (Foundry's TextEditor; the tests pass it through). */
  enrichedDescription: string;
  /** Names of the weapons a feat may name (its owner's, or the world's for an unowned feat). */
  weaponNames?: readonly string[];
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

/**
 * A feat's target choices: each weapon group (the value its key, as featAppliesTo matches it) and each
 * weapon by name; a stored target that is neither stays listed, so opening the sheet loses nothing.
 */
function weaponTargetGroups(target: string, weaponNames: readonly string[]): ChoiceGroupView[] {
  const wanted = target.trim().toLowerCase();
  const groups = WEAPON_GROUPS.map((group) => ({
    value: group,
    label: `${WEAPON_GROUP_PREFIX}${group}`,
    localize: true,
    selected: group.toLowerCase() === wanted,
  }));
  const names = [...new Set(weaponNames)].sort((a, b) => a.localeCompare(b));
  const known = groups.some((group) => group.selected) || names.some((name) => name.toLowerCase() === wanted);
  if (wanted && !known) names.push(target.trim());
  const weapons = names.map((name) => ({
    value: name,
    label: name,
    localize: false,
    selected: name.toLowerCase() === wanted && !groups.some((group) => group.selected),
  }));
  return [
    { label: "SWRPG.Sheet.TargetGroups", choices: groups },
    { label: "SWRPG.Sheet.TargetWeapons", choices: weapons },
  ];
}

function fieldView(item: SheetItemDocument, spec: FieldSpec, weaponNames: readonly string[]): FieldView {
  const constrained = ITEM_SHEET_SPECS[item.type].constraints[spec.path];
  const constraint = constrained?.constraint;
  const integer = constraint?.kind === "integer" ? constraint : null;
  return {
    id: `${item.id ?? "item"}-${spec.path.replaceAll(".", "-")}`,
    name: `system.${spec.path}`,
    label: spec.label ?? constrained?.label ?? spec.textLabel ?? spec.path,
    hint: `SWRPG.Sheet.Hint.${item.type}.${spec.path}`,
    kind: spec.weaponTarget ? "target" : kindOf(constraint),
    value: fieldValue(readPath(item.system, spec.path)),
    choices:
      constraint?.kind === "choice" ? choicesOf(constraint.choices, spec.choicePrefix ?? spec.path) : [],
    hasMin: integer !== null,
    min: integer?.min ?? 0,
    hasMax: integer !== null,
    max: integer?.max ?? 0,
    placeholder: spec.placeholder ?? null,
    suggestions: spec.suggestions ? choicesOf(spec.suggestions.values, spec.suggestions.prefix) : [],
    choiceGroups: spec.weaponTarget
      ? weaponTargetGroups(String(readPath(item.system, spec.path) ?? ""), weaponNames)
      : [],
    note: spec.note?.(item.system as Record<string, unknown>) ?? null,
  };
}

export function itemSheetView(item: SheetItemDocument, options: ItemSheetOptions): ItemSheetView {
  const groups: FieldGroupView[] = ITEM_SHEET_SPECS[item.type].groups.map((group) => ({
    key: group.key,
    label: group.label,
    fields: group.fields.map((spec) => fieldView(item, spec, options.weaponNames ?? [])),
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
