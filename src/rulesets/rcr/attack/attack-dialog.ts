import type { AttackChoices } from "../dice/attack-views.ts";
import { type AttackDialogInput, attackDialogContext, readAttackForm } from "./attack-dialog-form.ts";

const TEMPLATE = "systems/swrpg/templates/rcr/dialog/attack-dialog.hbs";

/**
 * The attack options dialog (a DialogV2, so an ApplicationV2): single or full attack, fire mode, two
 * weapons, charge, stance, aim, pulled blow, touch, situational modifier, and cover, concealment and
 * melee per target. Resolves to the choices, or null when closed.
 */
export async function promptAttackChoices(input: AttackDialogInput): Promise<AttackChoices | null> {
  const content = await foundry.applications.handlebars.renderTemplate(TEMPLATE, attackDialogContext(input));
  const offHandIds = input.offHandWeapons.map((weapon) => weapon.id);
  const result = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n?.format("SWRPG.Dialog.Title", { weapon: input.weapon.name }) ?? "" },
    classes: ["swrpg-attack-dialog-window"],
    content,
    rejectClose: false,
    buttons: [
      {
        action: "roll",
        label: "SWRPG.Dialog.Roll",
        icon: "fa-solid fa-dice-d20",
        default: true,
        callback: (_event, button) => {
          const data = new FormData(button.form ?? undefined);
          const get = (name: string) => {
            const value = data.get(name);
            return typeof value === "string" ? value : null;
          };
          return readAttackForm(get, input.weapon, input.targets, offHandIds);
        },
      },
    ],
  });
  return result && typeof result === "object" ? result : null;
}
