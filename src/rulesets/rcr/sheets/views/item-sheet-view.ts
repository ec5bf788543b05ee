/** What the item sheet templates read: labelled fields with hints, grouped, and the description. */
import type { ChoiceView } from "./actor-sheet-view.ts";

export type FieldKind = "number" | "text" | "select" | "checkbox" | "target";

/** One choice of a grouped select: a lang key (`localize`) or a name shown as it is. */
export interface GroupedChoiceView {
  value: string;
  label: string;
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
  kind: FieldKind;
  value: string | number | boolean | null;
  choices: ChoiceView[];
  hasMin: boolean;
  min: number;
  hasMax: boolean;
  max: number;
  /** Lang key shown when a nullable number is empty. */
  placeholder: string | null;
  /** Values a text field suggests (its datalist). */
  suggestions: ChoiceView[];
  /** A "target" field's choices: weapon groups and weapons, by name. */
  choiceGroups: ChoiceGroupView[];
  /** What the current value means (a lang key formatted with `{value}`, itself localized), or null. */
  note: { key: string; value: string } | null;
}

export interface FieldGroupView {
  key: string;
  label: string;
  fields: FieldView[];
}

export interface ItemSheetView {
  item: { id: string; uuid: string; name: string; img: string; type: string; typeLabel: string };
  editable: boolean;
  groups: FieldGroupView[];
  description: { value: string; enriched: string };
}
