import { format } from "../../../config/i18n.ts";
import { promptAttack } from "../../../dice/attack-form.ts";
import { readSagaAttackForm, type SagaDialogInput, sagaDialogContext } from "./attack-dialog-form.ts";
import type { SagaAttackChoices } from "./attack-views.ts";

/**
 * The Saga attack dialog (src/dice/attack-form.ts): fire mode, bracing, aim, a situational modifier, and
 * cover, concealment, flanking or shooting into melee per target; or, for an area, the cover of each token
 * caught. Resolves to the choices, or null when closed.
 */
export function promptSagaChoices(input: SagaDialogInput): Promise<SagaAttackChoices | null> {
  return promptAttack({
    template: "systems/swrpg/templates/saga/dialog/attack-dialog.hbs",
    context: sagaDialogContext(input),
    title: format("SWRPG.Saga.Attack.Title", { weapon: input.weapon.name }, ""),
    rollLabel: "SWRPG.Saga.Attack.Roll",
    read: (get) => readSagaAttackForm(get, input),
  });
}
