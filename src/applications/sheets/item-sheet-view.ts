/**
 * What every ruleset's item sheet shows (templates/parts/field.hbs, item-header.hbs): the item's declared
 * fields as labelled form fields with hints, grouped into fieldsets, and its description. Ranges, choices
 * and names come from the data model's field declarations, so a sheet never offers what the model
 * refuses; the ruleset gives the groups, its lang key prefixes and any field it shows its own way.
 */
import { type FieldDeclaration, type FieldDeclarations, fieldsByPath } from "../../data/fields.ts";
import { readChange } from "../../data/guard-changes.ts";

export interface ChoiceView {
  value: string;
  label: string;
}

/** One choice of a grouped select: a lang key (`localize`) or a name shown as it is. */
export interface GroupedChoiceView extends ChoiceView {
  localize: boolean;
  selected: boolean;
}

/** A labelled group of a select's choices (an `<optgroup>`). */
export interface ChoiceGroupView {
  label: string;
  choices: GroupedChoiceView[];
}

export interface FieldView {
  /** A DOM id unique to this item's sheet. */
  id: string;
  /** Form field name, e.g. "system.threatRange". */
  name: string;
  /** Lang keys. */
  label: string;
  hint: string;
  kind: "number" | "text" | "select" | "checkbox" | "target";
  value: string | number | boolean | null;
  /** A select's choices. */
  choices?: ChoiceView[];
  /** A number's range. */
  min?: number;
  max?: number;
  /** Lang key shown when a nullable number is empty. */
  placeholder?: string;
  /** A "target" field's choices, grouped (RCR's feat target: weapon groups and weapons by name). */
  choiceGroups?: ChoiceGroupView[];
  /** What the current value means: a lang key formatted with `{value}`, itself localized. */
  note?: { key: string; value: string } | null;
}

export interface FieldGroupView {
  key: string;
  label: string;
  fields: FieldView[];
}

export interface ItemSheetView {
  /** `type` names the item type in the header (TYPES.Item.<type>). */
  item: { uuid: string; name: string; img: string; type: string };
  editable: boolean;
  groups: FieldGroupView[];
  description: { value: string; enriched: string };
}

/** Which declared fields an item type's sheet shows. */
export interface ItemSheetSpec {
  fields: FieldDeclarations;
  /** The sheet's fieldsets: group key → the paths inside `system` it shows, in order. */
  groups: Readonly<Record<string, readonly string[]>>;
  /** The sheet's own word for a field (lang key by path), instead of the declared name. */
  labels?: Readonly<Record<string, string>>;
  /** Stored fields the sheet leaves out on purpose (kept in the data, not offered). */
  omitted?: readonly string[];
}

/** A ruleset's lang key prefixes: the groups' legends (`<group><key>`), the hints (`<hint><type>.<path>`). */
export interface ItemSheetWords {
  group: string;
  hint: string;
}

/** An item as its sheet reads it; `system` is read by the fields' paths. */
export interface SheetItemSubject {
  id: string | null;
  uuid: string;
  name: string;
  img: string | null | undefined;
  type: string;
  system: object;
}

/** A field the ruleset shows its own way: what replaces the declared view's parts (null: none). */
export type FieldOverride = (path: string) => Partial<FieldView> | null;

/** Choices of a select, each labelled `<prefix><value>` (prefixes end with a dot). */
export function choicesOf(values: readonly string[], prefix: string): ChoiceView[] {
  return values.map((value) => ({ value, label: `${prefix}${value}` }));
}

/** An item's stored description ("" when it has none). */
export function descriptionOf(system: object): string {
  return "description" in system && typeof system.description === "string" ? system.description : "";
}

const KINDS: Partial<Record<FieldDeclaration["kind"], FieldView["kind"]>> = {
  integer: "number",
  choice: "select",
  boolean: "checkbox",
};

/** The item sheet's view: the spec's groups of declared fields, each read from the item's `system`. */
export function itemSheetView(
  item: SheetItemSubject,
  spec: ItemSheetSpec,
  words: ItemSheetWords,
  options: { editable: boolean; enrichedDescription: string },
  override: FieldOverride = () => null,
): ItemSheetView {
  const fields = fieldsByPath(spec.fields);
  const fieldView = (path: string): FieldView => {
    const field = fields[path];
    const raw = readChange(item.system, path);
    return {
      id: `${item.id ?? "item"}-${path.replaceAll(".", "-")}`,
      name: `system.${path}`,
      label: spec.labels?.[path] ?? (field && "label" in field ? field.label : path),
      hint: `${words.hint}${item.type}.${path}`,
      kind: (field && KINDS[field.kind]) ?? "text",
      value: typeof raw === "string" || typeof raw === "number" || typeof raw === "boolean" ? raw : null,
      ...(field?.kind === "choice" && { choices: choicesOf(field.choices, field.prefix ?? "") }),
      ...(field?.kind === "integer" && { min: field.min, max: field.max, placeholder: field.placeholder }),
      ...override(path),
    };
  };
  return {
    item: {
      uuid: item.uuid,
      name: item.name,
      img: item.img ?? "icons/svg/item-bag.svg",
      type: item.type,
    },
    editable: options.editable,
    groups: Object.entries(spec.groups).map(([key, paths]) => ({
      key,
      label: `${words.group}${key}`,
      fields: paths.map(fieldView),
    })),
    description: {
      value: descriptionOf(item.system),
      enriched: options.enrichedDescription,
    },
  };
}
