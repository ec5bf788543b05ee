import { signedList } from "../../../applications/handlebars-helpers.ts";
import { format, localize } from "../../../config/i18n.ts";
import { formGetter, keepInStep, promptAttack } from "../../../dice/attack-form.ts";
import { currentRollMode } from "../../../foundry-compat/message-mode.ts";
import type { AttackChoices } from "../dice/attack-views.ts";
import {
  type AttackDialogInput,
  attackDialogContext,
  readAttackForm,
  readRollMode,
  runningTotal,
} from "./attack-dialog-form.ts";

const TEMPLATE = "systems/swrpg/templates/rcr/dialog/attack-dialog.hbs";

/**
 * Keeps the dialog in step with what is chosen: the aiming options are enabled only while Aimed is
 * ticked, and the running total shows the engine's bonus for the choices so far.
 */
export function bindAttackDialog(form: HTMLFormElement, input: AttackDialogInput): void {
  const offHandIds = input.offHandWeapons.map((weapon) => weapon.id);
  const update = () => {
    const aimed = form.querySelector<HTMLInputElement>('input[name="aimed"]')?.checked ?? false;
    for (const control of form.querySelectorAll<HTMLSelectElement>(".swrpg-aim-option select"))
      control.disabled = !aimed;
    const output = form.querySelector<HTMLElement>(".swrpg-running-total-value");
    if (!output) return;
    const total = runningTotal(
      input,
      readAttackForm(formGetter(form), input.weapon, input.targets, offHandIds, input.rapidShotFeat),
    );
    if (!total) return;
    output.textContent = total.refusedKey ? localize(total.refusedKey) : signedList(total.bonuses);
    const sequence = form.querySelector<HTMLElement>(".swrpg-running-total-rapid-shot");
    if (sequence) sequence.hidden = !total.rapidShot;
  };
  keepInStep(form, update);
}

/**
 * The attack options dialog (a DialogV2, so an ApplicationV2): single or full attack, fire mode, two
 * weapons, charge, stance, aim, pulled blow, touch, situational modifier, cover, concealment and melee
 * per target, and who sees the card; with the running total of the attack bonus. Resolves to the
 * choices, or null when closed.
 */
export function promptAttackChoices(input: AttackDialogInput): Promise<AttackChoices | null> {
  const rollMode = input.rollMode ?? currentRollMode();
  const offHandIds = input.offHandWeapons.map((weapon) => weapon.id);
  return promptAttack({
    template: TEMPLATE,
    context: attackDialogContext({ ...input, rollMode: readRollMode(() => rollMode) ?? "publicroll" }),
    title: format("SWRPG.Dialog.Title", { weapon: input.weapon.name }, ""),
    rollLabel: "SWRPG.Dialog.Roll",
    bind: (form) => bindAttackDialog(form, input),
    read: (get) => {
      const choices = readAttackForm(get, input.weapon, input.targets, offHandIds, input.rapidShotFeat);
      const chosenMode = readRollMode(get);
      return chosenMode ? { ...choices, rollMode: chosenMode } : choices;
    },
  });
}
