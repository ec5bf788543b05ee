import { signedList } from "../../../applications/handlebars-helpers.ts";
import { format, localize } from "../../../config/i18n.ts";
import { formGetter, keepInStep, promptAttack } from "../../../dice/attack-form.ts";
import { currentRollMode } from "../../../foundry-compat/message-mode.ts";
import {
  readSagaAttackForm,
  type SagaDialogInput,
  sagaDialogContext,
  sagaRunningTotal,
} from "./attack-dialog-form.ts";
import type { SagaAttackChoices } from "./attack-views.ts";

/**
 * Keeps the running total in step with what is chosen: the bonus the roll will use (attack-plan.ts), or why
 * the attack is refused, and each target row's bonus with its own modifiers.
 */
export function bindSagaAttackDialog(form: HTMLFormElement, input: SagaDialogInput): void {
  keepInStep(form, () => {
    const running = sagaRunningTotal(input, readSagaAttackForm(formGetter(form), input));
    const output = form.querySelector<HTMLElement>(".swrpg-running-total-value");
    if (!running || !output) return;
    const { total, targets } = running;
    output.textContent = total.refusedKey ? localize(total.refusedKey) : signedList(total.bonuses);
    for (const [index, bonus] of targets.entries()) {
      const row = form.querySelector<HTMLElement>(`.swrpg-saga-target-bonus[data-index="${index}"]`);
      if (row) row.textContent = bonus === null ? "" : signedList([bonus]);
    }
  });
}

/**
 * The Saga attack dialog (src/dice/attack-form.ts): fire mode, bracing, aim, a situational modifier, and
 * cover, concealment, flanking or shooting into melee per target, who sees the roll, with the running total
 * of the attack bonus; or, for an area, the cover of each token caught. Resolves to the choices, or null
 * when closed.
 */
export function promptSagaChoices(input: SagaDialogInput): Promise<SagaAttackChoices | null> {
  const opened = { ...input, rollMode: input.rollMode ?? currentRollMode() };
  return promptAttack({
    template: "systems/swrpg/templates/saga/dialog/attack-dialog.hbs",
    context: sagaDialogContext(opened),
    title: format("SWRPG.Saga.Attack.Title", { weapon: input.weapon.name }, ""),
    rollLabel: "SWRPG.Saga.Attack.Roll",
    bind: (form) => bindSagaAttackDialog(form, opened),
    read: (get) => readSagaAttackForm(get, opened),
  });
}
