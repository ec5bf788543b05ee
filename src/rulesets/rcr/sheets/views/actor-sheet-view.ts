/**
 * What the actor sheet templates read. Built from prepared (derived) data by actor-sheet-context.ts;
 * every number here was computed by the data models and the rules engine, never by the sheet.
 * Label fields hold lang keys; templates localize them.
 */
import type { AbilityView, ResourceView } from "../../../../applications/sheets/actor-views.ts";
import type { ConditionToggleView } from "../../../../applications/sheets/condition-toggles.ts";

export interface BonusPartView {
  label: string;
  value: number;
}

export interface DefenseView {
  normal: number;
  flatFooted: number;
  touch: number;
  damageReduction: number;
  /** Each Defense (normal, flat-footed, touch) with its label and its terms, each shown as a breakdown. */
  breakdowns: DefenseBreakdownView[];
}

export interface DefenseBreakdownView {
  key: "normal" | "flatFooted" | "touch";
  label: string;
  total: number;
  parts: BonusPartView[];
}

export interface SaveView {
  key: string;
  label: string;
  /** The stored base save bonus and its form field name. */
  base: number;
  name: string;
  total: number;
}

export interface AttackView {
  /** The weapon's item id; null for the unarmed strike. */
  itemId: string | null;
  /** The row's part of its buttons' and name's element ids: the item id, or "unarmed". */
  rowKey: string;
  /** The weapon's name ("" for the unarmed strike, which the template names). */
  name: string;
  img: string;
  /** Attack bonus of a single attack with this weapon. */
  attackBonus: number;
  /** Total bonus of each attack of a full attack with this weapon, by the engine's planner (empty: refused). */
  fullAttackBonuses: number[];
  damage: string;
  /** Lowest natural roll that threatens. */
  threatRange: number;
  /** Meters; null for melee weapons. */
  rangeIncrement: number | null;
  /** Lang keys of the fire modes. */
  fireModes: string[];
  /** Lang key: melee, ranged, thrown. */
  kind: string;
}

export interface ChoiceView {
  value: string;
  label: string;
}

export interface InventoryItemView {
  id: string;
  name: string;
  img: string;
  equipped: boolean;
  /** Weapons only: the wielding hand and its choices. */
  hand: string | null;
  handChoices: ChoiceView[];
  /** Weapons: the stored damage formula and the lang key of its type. */
  damage: string | null;
  damageTypeLabel: string | null;
  /** Armor: its damage reduction. */
  damageReduction: number | null;
}

export interface FeatView {
  id: string;
  name: string;
  img: string;
  /** Lang key of the engine feat this item grants, or null for a narrative feat. */
  featKeyLabel: string | null;
  /** The item's name already names that feat: the row does not repeat it. */
  ruleInName: boolean;
}

export interface ActorSheetView {
  actor: { id: string; uuid: string; name: string; img: string };
  editable: boolean;
  system: {
    size: string;
    heroic: boolean;
    level: number;
    /** Derived speed in meters, and the stored unarmored base (null: by size). */
    speed: number;
    speedBase: number | null;
    baseAttackBonus: number;
    classDefenseBonus: number;
    initiative: number;
  };
  sizeChoices: ChoiceView[];
  /** Absent for an ordinary character: no vitality. */
  vitality: ResourceView | null;
  wounds: ResourceView;
  /** The injury condition that follows from wound points (lang key and CSS key). */
  injury: { key: string; label: string };
  abilities: AbilityView[];
  defense: DefenseView;
  saves: SaveView[];
  /** BAB of each attack of a full attack, highest first. */
  iterativeBonuses: number[];
  attacks: AttackView[];
  unarmed: AttackView;
  weapons: InventoryItemView[];
  armor: InventoryItemView[];
  feats: FeatView[];
  conditions: ConditionToggleView[];
  biography: { value: string; enriched: string };
}
