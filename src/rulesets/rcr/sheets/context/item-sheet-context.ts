/** Builds what an RCR item sheet shows from the item's data and its type's sheet spec. */
import {
  type ChoiceGroupView,
  type FieldView,
  type ItemSheetView,
  itemSheetView,
  type SheetItemSubject,
} from "../../../../applications/sheets/item-sheet-view.ts";
import { readChange } from "../../../../data/guard-changes.ts";
import { TARGETED_FEATS } from "../../data/item/feat-registry.ts";
import { WEAPON_GROUPS } from "../../data/item/weapon-schema.ts";
import { ITEM_SHEET_SPECS, ITEM_SHEET_WORDS, type ItemSheetType } from "./item-fields.ts";
import { WEAPON_GROUP_PREFIX } from "./labels.ts";

export interface ItemSheetOptions {
  editable: boolean;
  /** The description as enriched HTML (Foundry's TextEditor; the tests pass it through). */
  enrichedDescription: string;
  /** Names of the weapons a feat may name (its owner's, or the world's for an unowned feat). */
  weaponNames?: readonly string[];
}

/** An item as its sheet reads it; `system` is read by the paths of the field specs. */
export interface SheetItemDocument extends SheetItemSubject {
  type: ItemSheetType;
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

/**
 * What a feat's target matches (feat-registry's featAppliesTo: a weapon group key or a weapon's name,
 * ignoring case): the group's name, the weapon name, or that the feat takes no target.
 */
function featTargetNote(key: string, target: string): FieldView["note"] {
  if (!(TARGETED_FEATS as ReadonlySet<string>).has(key)) {
    return target ? { key: "SWRPG.Sheet.TargetNote.unused", value: target } : null;
  }
  if (!target) return { key: "SWRPG.Sheet.TargetNote.empty", value: "" };
  const group = WEAPON_GROUPS.find((value) => value.toLowerCase() === target.toLowerCase());
  if (group) return { key: "SWRPG.Sheet.TargetNote.group", value: `${WEAPON_GROUP_PREFIX}${group}` };
  return { key: "SWRPG.Sheet.TargetNote.weapon", value: target };
}

export function rcrItemSheetView(item: SheetItemDocument, options: ItemSheetOptions): ItemSheetView {
  const target = String(readChange(item.system, "target") ?? "");
  return itemSheetView(item, ITEM_SHEET_SPECS[item.type], ITEM_SHEET_WORDS, options, (path) =>
    path === "target"
      ? {
          kind: "target",
          choiceGroups: weaponTargetGroups(target, options.weaponNames ?? []),
          note: featTargetNote(String(readChange(item.system, "key") ?? ""), target.trim()),
        }
      : null,
  );
}
