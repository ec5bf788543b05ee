/**
 * What the actor sheet templates read. Built from prepared (derived) data by actor-sheet-context.ts;
 * every number here was computed by the data models and the rules engine, never by the sheet.
 * Label fields hold lang keys; templates localize them.
 */
import type { AbilityView, ResourceView } from "../../../../applications/sheets/actor-views.ts";
import type { ConditionToggleView } from "../../../../applications/sheets/condition-toggles.ts";
import type { BonusPart } from "../../../../rules/index.ts";
import type { ActorModel, ArmorModel, WeaponModel } from "../../data/index.ts";
import type { RcrSkillView } from "../context/skill-views.ts";

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
  /** The engine's terms of that bonus (BAB, ability, size, feats, stance and conditions), labelled SWRPG.Attack.Part.<label>. */
  attackParts: readonly BonusPart[];
  /** Total bonus of each attack of a full attack with this weapon, by the engine's planner (empty: refused). */
  fullAttackBonuses: number[];
  /** A double weapon's full attack with both ends, by the planner (empty: not a double weapon). */
  doubleAttackBonuses: number[];
  damage: string;
  /** Lowest natural roll that threatens. */
  threatRange: number;
  /** Meters; null for melee weapons. */
  rangeIncrement: number | null;
  /** The fire modes (SWRPG.Weapon.FireMode.<mode>). */
  fireModes: string[];
  /** The attack type (SWRPG.Weapon.AttackType.<kind>): melee, ranged, thrown. */
  kind: string;
}

export interface ChoiceView {
  value: string;
  label: string;
}

/** An inventory row: the item and its model (the template reads equipped, hand, damage and reduction). */
export interface InventoryItemView<System> {
  id: string;
  name: string;
  img: string;
  system: System;
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
  /** The actor's model: its stored fields and the numbers derived from them (derive-actor.ts). */
  system: ActorModel;
  sizeChoices: ChoiceView[];
  /** Absent for an ordinary character: no vitality. */
  vitality: ResourceView | null;
  wounds: ResourceView;
  abilities: AbilityView[];
  /** BAB of each attack of a full attack, highest first. */
  iterativeBonuses: number[];
  attacks: AttackView[];
  unarmed: AttackView;
  weapons: InventoryItemView<WeaponModel>[];
  armor: InventoryItemView<ArmorModel>[];
  /** The weapon rows' hand select. */
  handChoices: ChoiceView[];
  feats: FeatView[];
  conditions: ConditionToggleView[];
  /** The Skills tab's rows (skill-views.ts). */
  skills: { general: RcrSkillView[]; force: RcrSkillView[] };
  /** The dice a Force Point adds at the actor's level; whether its Dark Side Points have turned it. */
  points: { forcePointDice: string; darkSide: boolean };
  biography: { value: string; enriched: string };
}
