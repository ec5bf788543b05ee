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
import { format, localize } from "../../../config/i18n.ts";
import { warn } from "../../../dice/notify.ts";
import { saga } from "../../../rules/index.ts";
import type { SheetAction, SheetHandle } from "../../types.ts";
import { reloadWeapon } from "../ammo/reload.ts";
import { startSagaAttack } from "../attack/attack-flow.ts";
import { spendSagaActions } from "../combat/action-economy.ts";
import { SagaActorModel } from "../data/actor-model.ts";
import { SAGA_ABILITY_KEYS, SAGA_LIMBS } from "../data/actor-schema.ts";
import { SagaArmorModel, SagaWeaponModel } from "../data/item-models.ts";
import { sagaAttack } from "../fight.ts";
import { SAGA_STATUS_IDS } from "../status-effects.ts";
import { sagaVariant } from "../variant.ts";
import { rollSagaSkill } from "./skill-check.ts";

function sagaSystem(sheet: SheetHandle): SagaActorModel | null {
  const system = sheet.actor.system;
  return system instanceof SagaActorModel ? system : null;
}

const rollAbility: SheetAction = async (sheet, _event, target) => {
  const key = SAGA_ABILITY_KEYS.find((k) => k === target.dataset.ability);
  const system = sagaSystem(sheet);
  if (!key || !system) return;
  const name = localize(`SWRPG.Ability.${key}`, key);
  const flavor = format("SWRPG.Saga.Sheet.CheckFlavor", { name }, name);
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
  const flavor = localize("SWRPG.Saga.Sheet.InitiativeFlavor", "Initiative");
  await rollCheck(sheet.actor, { flavor, modifier: system.initiativeBonus.total });
};

/** Sets a track's step to the clicked one: the condition track (the world's length) or a limb's (variant). */
const setStep =
  (
    path: (target: HTMLElement) => string | undefined,
    length: (system: SagaActorModel) => number,
  ): SheetAction =>
  async (sheet, _event, target) => {
    const system = sagaSystem(sheet);
    const step = Number(target.dataset.step);
    const field = path(target);
    if (
      !system ||
      !field ||
      !sheet.isEditable ||
      !Number.isInteger(step) ||
      step < 0 ||
      step > length(system)
    )
      return;
    await sheet.actor.update({ [`system.${field}`]: step } as Actor.UpdateData);
  };

/**
 * saga-variant-character-combat.txt › Second Wind, for the engine's limits; a swift action. The gained
 * temporary hit points do not stack with those left (saga.gainTemporaryHitPoints); the use counts either way.
 */
const secondWind: SheetAction = async (sheet) => {
  const system = sagaSystem(sheet);
  if (!system || !sheet.isEditable || !sagaVariant().sagaVariantSecondWind) return;
  const { hp, secondWind: uses } = system;
  const result = saga.secondWind({
    hitPoints: hp.value,
    maxHitPoints: hp.max,
    constitution: system.abilities.con.value,
    heroic: system.heroicLevel > 0,
    extraSecondWind: uses.extra,
    usedToday: uses.used,
    usesPerDay: uses.perDay,
  });
  if (!result.ok) return warn(`SWRPG.Saga.Variant.Sheet.Refused.${result.refused}`);
  if (!(await spendSagaActions(sheet.actor, [result.action]))) return;
  await sheet.actor.update({
    "system.hp.temp": saga.gainTemporaryHitPoints(hp.temp, result.temporaryHitPoints),
    "system.secondWind.used": uses.used + 1,
  } as Actor.UpdateData);
};

/** A new day: the GM gives the second winds back. */
const resetSecondWind: SheetAction = async (sheet) => {
  if (game.user?.isGM) await sheet.actor.update({ "system.secondWind.used": 0 } as Actor.UpdateData);
};

export const SAGA_SHEET_ACTIONS: Readonly<Record<string, SheetAction>> = {
  attack: attackAction(sagaAttack, "single"),
  rollAbility,
  rollInitiative,
  rollSkill: (sheet, _event, target) => rollSagaSkill(sheet.actor, target.dataset.skill),
  setCondition: setStep(
    () => "condition.step",
    (system) => system.conditionTrackLength,
  ),
  setLimb: setStep(
    (target) => SAGA_LIMBS.find((limb) => limb === target.dataset.limb) && `limbs.${target.dataset.limb}`,
    () => saga.LIMB_TRACK_LENGTH,
  ),
  secondWind,
  resetSecondWind,
  reload: reloadWeapon,
  // The variant's combat maneuver, unarmed (the dialog offers it with a melee weapon too).
  maneuver: (sheet, event) =>
    startSagaAttack(sheet.actor, null, { mode: "single", skipDialog: event.shiftKey }, { maneuver: true }),
  toggleCondition: toggleStatusAction(SAGA_STATUS_IDS),
  toggleEquipped: toggleItemFieldAction("equipped", ({ system }) =>
    system instanceof SagaWeaponModel || system instanceof SagaArmorModel ? system.equipped : undefined,
  ),
  toggleStun: toggleItemFieldAction("stun.active", ({ system }) =>
    system instanceof SagaWeaponModel ? system.stun.active : undefined,
  ),
  ...itemRowActions(["sagaWeapon", "sagaArmor", "sagaTalent", "sagaForcePower"]),
};
