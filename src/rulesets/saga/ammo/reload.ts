import { rowItem } from "../../../applications/sheets/sheet-actions.ts";
import { format } from "../../../config/i18n.ts";
import { ownToken } from "../../../dice/attack-start.ts";
import { warn } from "../../../dice/notify.ts";
import { saga } from "../../../rules/index.ts";
import type { SheetAction } from "../../types.ts";
import { spendSagaActions } from "../combat/action-economy.ts";
import { actionProvokes } from "../combat/opportunity-reminder.ts";
import { SagaWeaponModel } from "../data/item-models.ts";

/**
 * The weapon row's Reload button: saga.reload (a fresh power pack, a move action, Saga core, not in the texts)
 * paid through the turn's actions as the Saga tracker counts them, the shots filled to the magazine, and a chat
 * line that says so and names who may strike for it (saga-special-combat-rules.txt › Provoking an Attack of
 * Opportunity: reloading provokes).
 */
export const reloadWeapon: SheetAction = async (sheet, _event, target) => {
  const item = rowItem(sheet, target);
  const system = item?.system;
  if (!item || !sheet.isEditable || !(system instanceof SagaWeaponModel)) return;
  const result = saga.reload({ loaded: system.shots.value, capacity: system.shots.max });
  if (!result.ok) return warn(`SWRPG.Saga.Ammo.Refused.${result.refused}`, { weapon: item.name });
  if (!(await spendSagaActions(sheet.actor, [result.action]))) return;
  await item.update({ "system.shots.value": result.shots } as Item.UpdateData);
  // Item and token names are the players' text: escaped, so a name never becomes markup in the chat.
  const asText = foundry.utils.escapeHTML;
  const provokes = actionProvokes("reload", ownToken(sheet.actor));
  const line = format("SWRPG.Saga.Ammo.Reloaded", {
    name: asText(sheet.actor.name),
    weapon: asText(item.name),
    shots: result.shots,
  });
  const opportunity = provokes.length
    ? `<p class="swrpg-saga-opportunity">${format("SWRPG.Saga.Attack.Provokes", { names: provokes.map(asText).join(", ") })}</p>`
    : "";
  await ChatMessage.create({
    speaker: ChatMessage.getSpeaker({ actor: sheet.actor }),
    content: `<p class="swrpg-saga-reload">${line}</p>${opportunity}`,
  });
};
