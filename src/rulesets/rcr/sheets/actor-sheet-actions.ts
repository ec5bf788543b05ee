/**
 * What the actor sheets' buttons do (`data-action` handlers). Numbers come from derived data;
 * attacks go to the attack flow, checks to check-roll, initiative to core Foundry.
 */

import { rollCheck } from "../../../applications/sheets/check-roll.ts";
import {
  attackAction,
  itemRowActions,
  toggleItemFieldAction,
  toggleStatusAction,
} from "../../../applications/sheets/sheet-actions.ts";
import { format, localize } from "../../../config/i18n.ts";
import type { SheetAction } from "../../types.ts";
import { startAttack } from "../attack/attack-flow.ts";
import { ABILITY_KEYS, type AbilityKey, SAVE_KEYS, type SaveKey } from "../data/actor/actor-schema.ts";
import { ActorModel } from "../data/index.ts";
import { restActor, stabilizeActor } from "../healing/healing-flow.ts";
import { maneuverAction } from "../maneuvers/maneuver-action.ts";
import { CONDITION_IDS } from "../status-effects.ts";
import { abilityLabel, saveLabel } from "./context/labels.ts";
import { isArmor, isWeapon } from "./context/sheet-subjects.ts";
import { rollRcrSkill } from "./skill-check.ts";

function isAbilityKey(key: string | undefined): key is AbilityKey {
  return (ABILITY_KEYS as readonly (string | undefined)[]).includes(key);
}

function isSaveKey(key: string | undefined): key is SaveKey {
  return (SAVE_KEYS as readonly (string | undefined)[]).includes(key);
}

/** Rolls an ability check for the actor (a sheet button or a hotbar macro). */
export async function rollAbilityCheck(actor: Actor.Implementation, key: string | undefined): Promise<void> {
  const system = actor.system;
  if (!isAbilityKey(key) || !(system instanceof ActorModel)) return;
  const name = localize(abilityLabel(key), key);
  await rollCheck(actor, {
    flavor: format("SWRPG.Sheet.CheckFlavor", { name }, name),
    modifier: system.abilities[key].mod,
  });
}

/** Rolls a save for the actor (a sheet button or a hotbar macro). */
export async function rollSaveCheck(actor: Actor.Implementation, key: string | undefined): Promise<void> {
  const system = actor.system;
  if (!isSaveKey(key) || !(system instanceof ActorModel)) return;
  const name = localize(saveLabel(key), key);
  await rollCheck(actor, {
    flavor: format("SWRPG.Sheet.SaveFlavor", { name }, name),
    modifier: system.saves[key].total,
  });
}

const rollAbility: SheetAction = (sheet, _event, target) =>
  rollAbilityCheck(sheet.actor, target.dataset.ability);

const rollSave: SheetAction = (sheet, _event, target) => rollSaveCheck(sheet.actor, target.dataset.save);

const rollInitiative: SheetAction = async (sheet) => {
  await sheet.actor.rollInitiative({ createCombatants: true });
};

const flow = { start: startAttack };

/** Every action by the `data-action` name the templates use. */
export const ACTOR_SHEET_ACTIONS: Readonly<Record<string, SheetAction>> = {
  attack: attackAction(flow, "single"),
  fullAttack: attackAction(flow, "full"),
  // A double weapon's full attack with both ends (rcr-combat.txt › Double Weapon).
  doubleAttack: (sheet, event, target) =>
    startAttack(sheet.actor, target.dataset.itemId || null, {
      mode: "full",
      skipDialog: event.shiftKey,
      doubleWeapon: true,
    }),
  rollAbility,
  rollSave,
  rollInitiative,
  rollSkill: (sheet, _event, target) => rollRcrSkill(sheet.actor, target.dataset.skill),
  // rcr-combat.txt › Natural Healing, Assisted Healing, Recovering with Help (src/rulesets/rcr/healing).
  rest: (sheet) => restActor(sheet.actor),
  stabilize: (sheet) => stabilizeActor(sheet.actor),
  maneuver: maneuverAction,
  toggleEquipped: toggleItemFieldAction("equipped", (item) =>
    isWeapon(item) || isArmor(item) ? item.system.equipped : undefined,
  ),
  toggleCondition: toggleStatusAction(CONDITION_IDS),
  ...itemRowActions(["weapon", "armor", "feat"]),
};
