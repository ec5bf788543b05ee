/**
 * What the actor sheets' buttons do (`data-action` handlers). Numbers come from derived data;
 * attacks go to the attack flow, checks to check-roll, initiative to core Foundry.
 */

import { startAttack } from "../attack/attack-flow.ts";
import { rollCheck } from "../attack/check-roll.ts";
import { ABILITY_KEYS, type AbilityKey, SAVE_KEYS, type SaveKey } from "../data/actor/actor-schema.ts";
import { ActorModel } from "../data/index.ts";
import { isConditionId } from "../status-effects.ts";
import { abilityLabel, saveLabel } from "./context/labels.ts";
import { isArmor, isWeapon } from "./context/sheet-subjects.ts";

/** The sheet as its actions see it. */
export interface ActorSheetHandle {
  readonly actor: Actor.Implementation;
  readonly isEditable: boolean;
}

export type ActorSheetAction = (
  sheet: ActorSheetHandle,
  event: PointerEvent,
  target: HTMLElement,
) => Promise<void>;

const ACTOR_ITEM_TYPES = ["weapon", "armor", "feat"] as const;

function isAbilityKey(key: string | undefined): key is AbilityKey {
  return (ABILITY_KEYS as readonly (string | undefined)[]).includes(key);
}

function isSaveKey(key: string | undefined): key is SaveKey {
  return (SAVE_KEYS as readonly (string | undefined)[]).includes(key);
}

function itemOf(sheet: ActorSheetHandle, target: HTMLElement): Item.Implementation | undefined {
  const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
  return id ? sheet.actor.items.get(id) : undefined;
}

/** The weapon of an attack button; an empty id is the unarmed strike. */
function weaponIdOf(target: HTMLElement): string | null {
  return target.dataset.itemId || null;
}

const attack: ActorSheetAction = async (sheet, event, target) => {
  await startAttack(sheet.actor, weaponIdOf(target), { mode: "single", skipDialog: event.shiftKey });
};

const fullAttack: ActorSheetAction = async (sheet, event, target) => {
  await startAttack(sheet.actor, weaponIdOf(target), { mode: "full", skipDialog: event.shiftKey });
};

/** Rolls an ability check for the actor (a sheet button or a hotbar macro). */
export async function rollAbilityCheck(actor: Actor.Implementation, key: string | undefined): Promise<void> {
  const system = actor.system;
  if (!isAbilityKey(key) || !(system instanceof ActorModel)) return;
  const name = game.i18n?.localize(abilityLabel(key)) ?? key;
  await rollCheck(actor, {
    flavor: game.i18n?.format("SWRPG.Sheet.CheckFlavor", { name }) ?? name,
    modifier: system.abilities[key].mod,
  });
}

/** Rolls a save for the actor (a sheet button or a hotbar macro). */
export async function rollSaveCheck(actor: Actor.Implementation, key: string | undefined): Promise<void> {
  const system = actor.system;
  if (!isSaveKey(key) || !(system instanceof ActorModel)) return;
  const name = game.i18n?.localize(saveLabel(key)) ?? key;
  await rollCheck(actor, {
    flavor: game.i18n?.format("SWRPG.Sheet.SaveFlavor", { name }) ?? name,
    modifier: system.saves[key].total,
  });
}

const rollAbility: ActorSheetAction = (sheet, _event, target) =>
  rollAbilityCheck(sheet.actor, target.dataset.ability);

const rollSave: ActorSheetAction = (sheet, _event, target) => rollSaveCheck(sheet.actor, target.dataset.save);

const rollInitiative: ActorSheetAction = async (sheet) => {
  await sheet.actor.rollInitiative({ createCombatants: true });
};

const toggleEquipped: ActorSheetAction = async (sheet, _event, target) => {
  const item = itemOf(sheet, target);
  if (!item || !sheet.isEditable) return;
  if (isWeapon(item) || isArmor(item)) {
    await item.update({ "system.equipped": !item.system.equipped } as Item.UpdateData);
  }
};

const toggleCondition: ActorSheetAction = async (sheet, _event, target) => {
  const id = target.dataset.statusId;
  if (!id || !isConditionId(id) || !sheet.isEditable) return;
  await sheet.actor.toggleStatusEffect(id);
};

const createItem: ActorSheetAction = async (sheet, _event, target) => {
  const type = ACTOR_ITEM_TYPES.find((t) => t === target.dataset.type);
  if (!type || !sheet.isEditable) return;
  const name = Item.implementation.defaultName({ type, parent: sheet.actor });
  const created = await sheet.actor.createEmbeddedDocuments("Item", [{ name, type }]);
  await created?.[0]?.sheet?.render(true);
};

const editItem: ActorSheetAction = async (sheet, _event, target) => {
  await itemOf(sheet, target)?.sheet?.render(true);
};

const deleteItem: ActorSheetAction = async (sheet, _event, target) => {
  if (!sheet.isEditable) return;
  await itemOf(sheet, target)?.deleteDialog();
};

/** Every action by the `data-action` name the templates use. */
export const ACTOR_SHEET_ACTIONS: Readonly<Record<string, ActorSheetAction>> = {
  attack,
  fullAttack,
  rollAbility,
  rollSave,
  rollInitiative,
  toggleEquipped,
  toggleCondition,
  createItem,
  editItem,
  deleteItem,
};
