/**
 * What the Saga actor sheets' buttons do (`data-action` handlers). Attacks go to the fight's attack flow
 * (`sagaAttack.start`), checks roll 1d20 + the derived modifier, the condition strip sets the step.
 */
import type { SheetAction, SheetHandle } from "../../types.ts";
import { SagaActorModel } from "../data/actor-model.ts";
import { SAGA_ABILITY_KEYS, SAGA_CONDITION_MAX } from "../data/actor-schema.ts";
import { SagaArmorModel, SagaWeaponModel } from "../data/item-models.ts";
import { sagaAttack } from "../fight.ts";
import { SAGA_STATUS_IDS } from "../status-effects.ts";

const HELD_TYPES = ["sagaWeapon", "sagaArmor", "sagaTalent"] as const;

function sagaSystem(sheet: SheetHandle): SagaActorModel | null {
  const system = sheet.actor.system;
  return system instanceof SagaActorModel ? system : null;
}

function itemOf(sheet: SheetHandle, target: HTMLElement): Item.Implementation | undefined {
  const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
  return id ? sheet.actor.items.get(id) : undefined;
}

/** A d20 check with a modifier the derived data holds, posted through core Roll (dice modules see it). */
async function rollCheck(actor: Actor.Implementation, flavor: string, modifier: number): Promise<void> {
  const roll = new Roll("1d20 + @modifier", { modifier });
  await roll.evaluate();
  await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor });
}

const attack: SheetAction = async (sheet, event, target) => {
  await sagaAttack.start(sheet.actor, target.dataset.itemId || null, {
    mode: "single",
    skipDialog: event.shiftKey,
  });
};

const rollAbility: SheetAction = async (sheet, _event, target) => {
  const key = SAGA_ABILITY_KEYS.find((k) => k === target.dataset.ability);
  const system = sagaSystem(sheet);
  if (!key || !system) return;
  const name = game.i18n?.localize(`SWRPG.Ability.${key}`) ?? key;
  const flavor = game.i18n?.format("SWRPG.Saga.Sheet.CheckFlavor", { name }) ?? name;
  await rollCheck(sheet.actor, flavor, system.abilities[key].mod);
};

/** In a combat the tracker rolls (the ruleset's initiative formula); outside one, a plain Initiative check. */
const rollInitiative: SheetAction = async (sheet) => {
  const system = sagaSystem(sheet);
  if (!system) return;
  if (game.combat) {
    await sheet.actor.rollInitiative({ createCombatants: true });
    return;
  }
  const flavor = game.i18n?.localize("SWRPG.Saga.Sheet.InitiativeFlavor") ?? "Initiative";
  await rollCheck(sheet.actor, flavor, system.initiativeBonus.total);
};

const setCondition: SheetAction = async (sheet, _event, target) => {
  const step = Number(target.dataset.step);
  if (!sheet.isEditable || !Number.isInteger(step) || step < 0 || step > SAGA_CONDITION_MAX) return;
  await sheet.actor.update({ "system.condition.step": step } as Actor.UpdateData);
};

const toggleCondition: SheetAction = async (sheet, _event, target) => {
  const id = SAGA_STATUS_IDS.find((status) => status === target.dataset.statusId);
  if (!id || !sheet.isEditable) return;
  await sheet.actor.toggleStatusEffect(id);
};

const toggleEquipped: SheetAction = async (sheet, _event, target) => {
  const item = itemOf(sheet, target);
  if (!item || !sheet.isEditable) return;
  const system = item.system;
  if (system instanceof SagaWeaponModel || system instanceof SagaArmorModel)
    await item.update({ "system.equipped": !system.equipped } as Item.UpdateData);
};

const toggleStun: SheetAction = async (sheet, _event, target) => {
  const item = itemOf(sheet, target);
  if (!item || !sheet.isEditable || !(item.system instanceof SagaWeaponModel)) return;
  await item.update({ "system.stun.active": !item.system.stun.active } as Item.UpdateData);
};

const createItem: SheetAction = async (sheet, _event, target) => {
  const type = HELD_TYPES.find((t) => t === target.dataset.type);
  if (!type || !sheet.isEditable) return;
  // fvtt-types knows only the types DataModelConfig declares (RCR's); the Saga types are registered at run time.
  const context = { type, parent: sheet.actor } as unknown as Parameters<
    typeof Item.implementation.defaultName
  >[0];
  const name = Item.implementation.defaultName(context);
  const created = await sheet.actor.createEmbeddedDocuments("Item", [
    { name, type } as unknown as Item.CreateData,
  ]);
  await created?.[0]?.sheet?.render(true);
};

const editItem: SheetAction = async (sheet, _event, target) => {
  await itemOf(sheet, target)?.sheet?.render(true);
};

const deleteItem: SheetAction = async (sheet, _event, target) => {
  if (!sheet.isEditable) return;
  await itemOf(sheet, target)?.deleteDialog();
};

export const SAGA_SHEET_ACTIONS: Readonly<Record<string, SheetAction>> = {
  attack,
  rollAbility,
  rollInitiative,
  setCondition,
  toggleCondition,
  toggleEquipped,
  toggleStun,
  createItem,
  editItem,
  deleteItem,
};
