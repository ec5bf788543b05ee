/**
 * Which fields each item sheet shows, grouped. Ranges, choices and field names come from the data
 * models' constraint tables, so a sheet never offers what the model would refuse; each field's
 * hint is the sheet's own (`SWRPG.Sheet.Hint.<type>.<path>`).
 */
import type { ConstraintTable } from "../../../../data/constraints.ts";
import { ARMOR_CONSTRAINTS } from "../../data/item/armor-schema.ts";
import { TARGETED_FEATS } from "../../data/item/feat-registry.ts";
import { FEAT_CONSTRAINTS } from "../../data/item/feat-schema.ts";
import { WEAPON_CONSTRAINTS, WEAPON_GROUPS } from "../../data/item/weapon-schema.ts";
import {
  ARMOR_CATEGORY_PREFIX,
  ATTACK_TYPE_PREFIX,
  DAMAGE_TYPE_PREFIX,
  HAND_PREFIX,
  WEAPON_GROUP_PREFIX,
  WEAPON_SIZE_PREFIX,
} from "./labels.ts";

/** A line under a field saying what its current value means: `key` formatted with `{value}`. */
export interface FieldNote {
  /** Lang key with a `{value}` placeholder. */
  key: string;
  /** Shown in place of `{value}`; localized, so a lang key becomes its text and plain text stays. */
  value: string;
}

export interface FieldSpec {
  /** Path inside `system`. */
  path: string;
  /** The sheet's own word for the field, instead of the data model's field name. */
  label?: string;
  /** Lang key prefix of a select's choices, ending with a dot (`<prefix><value>`). */
  choicePrefix?: string;
  /** A field the constraint table does not list: a free text with this label. */
  textLabel?: string;
  /** Lang key shown in an empty nullable number. */
  placeholder?: string;
  /** Values a free text field suggests (an HTML datalist), each labelled `<prefix><value>`. */
  suggestions?: { values: readonly string[]; prefix: string };
  /** A feat's target: chosen from the weapon groups and the weapons by name, never typed. */
  weaponTarget?: boolean;
  /** What the current value means, read from the item's `system` (null: no note). */
  note?: (system: Record<string, unknown>) => FieldNote | null;
}

export interface FieldGroupSpec {
  key: string;
  /** Lang key of the group's legend. */
  label: string;
  fields: FieldSpec[];
}

export interface ItemSheetSpec {
  constraints: ConstraintTable;
  groups: FieldGroupSpec[];
}

export type ItemSheetType = "weapon" | "armor" | "feat";

export const ITEM_SHEET_SPECS: Readonly<Record<ItemSheetType, ItemSheetSpec>> = {
  weapon: {
    constraints: WEAPON_CONSTRAINTS,
    groups: [
      {
        key: "damage",
        label: "SWRPG.Sheet.Group.damage",
        fields: [
          { path: "damage.formula" },
          { path: "damage.type", choicePrefix: DAMAGE_TYPE_PREFIX },
          { path: "threatRange" },
        ],
      },
      {
        key: "attack",
        label: "SWRPG.Sheet.Group.attack",
        fields: [
          { path: "attackType", choicePrefix: ATTACK_TYPE_PREFIX },
          { path: "group", choicePrefix: WEAPON_GROUP_PREFIX },
          { path: "size", choicePrefix: WEAPON_SIZE_PREFIX },
          { path: "rangeIncrement" },
          { path: "burstRadius" },
          { path: "burstReflexDC" },
        ],
      },
      {
        key: "fireModes",
        label: "SWRPG.Sheet.Group.fireModes",
        fields: [
          { path: "fireModes.single" },
          { path: "fireModes.multifire" },
          { path: "fireModes.autofire" },
        ],
      },
      {
        key: "special",
        label: "SWRPG.Sheet.Group.special",
        fields: [
          { path: "stun.available" },
          { path: "stun.active" },
          { path: "mounted" },
          { path: "primitive" },
          { path: "lightsaber" },
        ],
      },
      {
        key: "carried",
        label: "SWRPG.Sheet.Group.carried",
        fields: [{ path: "equipped" }, { path: "hand", choicePrefix: HAND_PREFIX }],
      },
    ],
  },
  armor: {
    constraints: ARMOR_CONSTRAINTS,
    groups: [
      {
        key: "protection",
        label: "SWRPG.Sheet.Group.protection",
        fields: [
          { path: "damageReduction" },
          { path: "maxDexBonus", placeholder: "SWRPG.Sheet.NoLimit" },
          { path: "armorCheckPenalty" },
          { path: "category", choicePrefix: ARMOR_CATEGORY_PREFIX },
        ],
      },
      {
        key: "carried",
        label: "SWRPG.Sheet.Group.carried",
        fields: [{ path: "equipped", label: "SWRPG.Sheet.Worn" }],
      },
    ],
  },
  feat: {
    constraints: FEAT_CONSTRAINTS,
    groups: [
      {
        key: "feat",
        label: "SWRPG.Sheet.Group.feat",
        fields: [
          { path: "key", choicePrefix: "SWRPG.Feat." },
          {
            path: "target",
            textLabel: "SWRPG.Feat.Target",
            weaponTarget: true,
            note: featTargetNote,
          },
        ],
      },
    ],
  },
};

/**
 * What a feat's target matches (feat-registry's featAppliesTo: a weapon group key or a weapon's name,
 * ignoring case): the group's name, the weapon name, or that the feat takes no target.
 */
function featTargetNote(system: Record<string, unknown>): FieldNote | null {
  const key = String(system.key ?? "");
  const target = String(system.target ?? "").trim();
  if (!(TARGETED_FEATS as ReadonlySet<string>).has(key)) {
    return target ? { key: "SWRPG.Sheet.TargetNote.unused", value: target } : null;
  }
  if (!target) return { key: "SWRPG.Sheet.TargetNote.empty", value: "" };
  const group = WEAPON_GROUPS.find((value) => value.toLowerCase() === target.toLowerCase());
  if (group) return { key: "SWRPG.Sheet.TargetNote.group", value: `${WEAPON_GROUP_PREFIX}${group}` };
  return { key: "SWRPG.Sheet.TargetNote.weapon", value: target };
}

export function isItemSheetType(type: string): type is ItemSheetType {
  return type in ITEM_SHEET_SPECS;
}
