import { format, localize } from "../../../config/i18n.ts";
import { promptAttack } from "../../../dice/attack-form.ts";
import { warn } from "../../../dice/notify.ts";
import { type D6DialogInput, d6DialogContext, readD6AttackForm } from "./attack-dialog-form.ts";
import type { D6AttackChoices } from "./attack-views.ts";

/**
 * The D6 attack dialog (src/dice/attack-form.ts): actions this round, a called shot, and per target its
 * range band and difficulty number (from what the scene measured), smoke, light, cover and the object
 * behind it. A number typed wrong is refused with a warning naming the field; the rest of the form counts.
 * Resolves to the choices, or null when closed.
 */
export async function promptD6Choices(input: D6DialogInput): Promise<D6AttackChoices | null> {
  const read = await promptAttack({
    template: "systems/swrpg/templates/d6/dialog/attack-dialog.hbs",
    context: d6DialogContext(input),
    title: format("SWRPG.D6.Attack.Title", { weapon: input.weapon.name }, ""),
    rollLabel: "SWRPG.D6.Attack.Roll",
    read: (get) => readD6AttackForm(get, input),
    bind: bindBandDifficulty,
  });
  if (!read) return null;
  for (const refusal of read.refusals)
    warn("SWRPG.D6.Attack.Refused.badNumber", {
      field: format(refusal.field, refusal.data ?? {}, localize(refusal.field)),
      value: refusal.value,
    });
  return read.choices;
}

/** A band chosen: its difficulty number goes into the row's number, unless the player typed one. */
export function bindBandDifficulty(form: HTMLFormElement): void {
  for (const select of form.querySelectorAll<HTMLSelectElement>("select[data-difficulty-for]")) {
    const input = form.querySelector<HTMLInputElement>(`input[name="${select.dataset.difficultyFor}"]`);
    if (!input) continue;
    input.addEventListener("input", () => {
      input.dataset.typed = "true";
    });
    select.addEventListener("change", () => {
      const number = select.selectedOptions[0]?.dataset.difficulty;
      if (number && !input.dataset.typed) input.value = number;
    });
  }
}
