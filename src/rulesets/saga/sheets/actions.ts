/**
 * What the Saga actor sheets' buttons do (`data-action` handlers). Attacks go to the fight's attack flow
 * (`sagaAttack.start`), checks roll 1d20 + the derived modifier, the condition strip sets the step.
 */
import { rollCheck } from "../../../applications/sheets/check-roll.ts";
import {
  attackAction,
  itemRowActions,
  toggleItemFieldAction,
  toggleStatusAction,
} from "../../../applications/sheets/sheet-actions.ts";
import type { SheetAction, SheetHandle } from "../../types.ts";
import { SagaActorModel } from "../data/actor-model.ts";
import { SAGA_ABILITY_KEYS, SAGA_CONDITION_MAX } from "../data/actor-schema.ts";
import { SagaArmorModel, SagaWeaponModel } from "../data/item-models.ts";
import { sagaAttack } from "../fight.ts";
import { SAGA_STATUS_IDS } from "../status-effects.ts";

function sagaSystem(sheet: SheetHandle): SagaActorModel | null {
  const system = sheet.actor.system;
  return system instanceof SagaActorModel ? system : null;
}

const rollAbility: SheetAction = async (sheet, _event, target) => {
  const key = SAGA_ABILITY_KEYS.find((k) => k === target.dataset.ability);
  const system = sagaSystem(sheet);
  if (!key || !system) return;
  const name = game.i18n?.localize(`SWRPG.Ability.${key}`) ?? key;
  const flavor = game.i18n?.format("SWRPG.Saga.Sheet.CheckFlavor", { name }) ?? name;
  await rollCheck(sheet.actor, { flavor, modifier: system.abilities[key].mod });
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
  await rollCheck(sheet.actor, { flavor, modifier: system.initiativeBonus.total });
};

const setCondition: SheetAction = async (sheet, _event, target) => {
  const step = Number(target.dataset.step);
  if (!sheet.isEditable || !Number.isInteger(step) || step < 0 || step > SAGA_CONDITION_MAX) return;
  await sheet.actor.update({ "system.condition.step": step } as Actor.UpdateData);
};

export const SAGA_SHEET_ACTIONS: Readonly<Record<string, SheetAction>> = {
  attack: attackAction(sagaAttack, "single"),
  rollAbility,
  rollInitiative,
  setCondition,
  toggleCondition: toggleStatusAction(SAGA_STATUS_IDS),
  toggleEquipped: toggleItemFieldAction("equipped", ({ system }) =>
    system instanceof SagaWeaponModel || system instanceof SagaArmorModel ? system.equipped : undefined,
  ),
  toggleStun: toggleItemFieldAction("stun.active", ({ system }) =>
    system instanceof SagaWeaponModel ? system.stun.active : undefined,
  ),
  ...itemRowActions(["sagaWeapon", "sagaArmor", "sagaTalent"]),
};
