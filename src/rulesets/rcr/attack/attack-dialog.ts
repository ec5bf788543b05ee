import { signedList } from "../../../applications/handlebars-helpers.ts";
import type { AttackChoices } from "../dice/attack-views.ts";
import {
  type AttackDialogInput,
  attackDialogContext,
  readAttackForm,
  readRollMode,
  runningTotal,
} from "./attack-dialog-form.ts";

const TEMPLATE = "systems/swrpg/templates/rcr/dialog/attack-dialog.hbs";

/** A form field's value as a string, null when absent (an unchecked box, a disabled control). */
function formGetter(form: HTMLFormElement): (name: string) => string | null {
  const data = new FormData(form);
  return (name) => {
    const value = data.get(name);
    return typeof value === "string" ? value : null;
  };
}

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
      readAttackForm(formGetter(form), input.weapon, input.targets, offHandIds),
    );
    if (!total) return;
    output.textContent = total.refusedKey
      ? (game.i18n?.localize(total.refusedKey) ?? total.refusedKey)
      : signedList(total.bonuses);
  };
  form.addEventListener("change", update);
  form.addEventListener("input", update);
  update();
}

/**
 * The attack options dialog (a DialogV2, so an ApplicationV2): single or full attack, fire mode, two
 * weapons, charge, stance, aim, pulled blow, touch, situational modifier, cover, concealment and melee
 * per target, and who sees the card; with the running total of the attack bonus. Resolves to the
 * choices, or null when closed.
 */
export async function promptAttackChoices(input: AttackDialogInput): Promise<AttackChoices | null> {
  const rollMode = input.rollMode ?? String(game.settings?.get("core", "rollMode") ?? "publicroll");
  const content = await foundry.applications.handlebars.renderTemplate(
    TEMPLATE,
    attackDialogContext({ ...input, rollMode: readRollMode(() => rollMode) ?? "publicroll" }),
  );
  const offHandIds = input.offHandWeapons.map((weapon) => weapon.id);
  const result = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n?.format("SWRPG.Dialog.Title", { weapon: input.weapon.name }) ?? "" },
    classes: ["swrpg-attack-dialog-window"],
    content,
    rejectClose: false,
    render: (_event, dialog) => {
      const form = dialog.element.querySelector("form");
      if (form) bindAttackDialog(form, input);
    },
    buttons: [
      {
        action: "roll",
        label: "SWRPG.Dialog.Roll",
        icon: "fa-solid fa-dice-d20",
        default: true,
        callback: (_event, button) => {
          const get = button.form ? formGetter(button.form) : () => null;
          const choices = readAttackForm(get, input.weapon, input.targets, offHandIds);
          const chosenMode = readRollMode(get);
          return chosenMode ? { ...choices, rollMode: chosenMode } : choices;
        },
      },
    ],
  });
  return result && typeof result === "object" ? result : null;
}
