import { readSagaAttackForm, type SagaDialogInput, sagaDialogContext } from "./attack-dialog-form.ts";
import type { SagaAttackChoices } from "./attack-views.ts";

const TEMPLATE = "systems/swrpg/templates/saga/dialog/attack-dialog.hbs";

/**
 * The Saga attack dialog (a DialogV2): fire mode, bracing, aim, a situational modifier, and cover,
 * concealment, flanking or shooting into melee per target; or, for an area, the cover of each token caught.
 * Resolves to the choices, or null when closed.
 */
export async function promptSagaChoices(input: SagaDialogInput): Promise<SagaAttackChoices | null> {
  const content = await foundry.applications.handlebars.renderTemplate(TEMPLATE, sagaDialogContext(input));
  const result = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n?.format("SWRPG.Saga.Attack.Title", { weapon: input.weapon.name }) ?? "" },
    classes: ["swrpg-attack-dialog-window"],
    content,
    rejectClose: false,
    buttons: [
      {
        action: "roll",
        label: "SWRPG.Saga.Attack.Roll",
        icon: "fa-solid fa-dice-d20",
        default: true,
        callback: (_event, button) => {
          const data = new FormData(button.form ?? undefined);
          return readSagaAttackForm((name) => {
            const value = data.get(name);
            return typeof value === "string" ? value : null;
          }, input);
        },
      },
    ],
  });
  return result && typeof result === "object" ? result : null;
}
