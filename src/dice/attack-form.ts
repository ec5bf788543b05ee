/**
 * The attack dialog every ruleset opens (a DialogV2, so an ApplicationV2): its template with the ruleset's
 * context, one Roll button that reads the submitted form into the ruleset's choices, and the helpers its
 * form readers share. Unknown values fall back to the plain choice, so a tampered form cannot inject one.
 */

import { isRollMode, type RollMode } from "../foundry-compat/message-mode.ts";

/** A form field's value as a string, null when absent (an unchecked box, a disabled control). */
export type FieldGetter = (name: string) => string | null;

export function formGetter(form: HTMLFormElement | null): FieldGetter {
  const data = new FormData(form ?? undefined);
  return (name) => {
    const value = data.get(name);
    return typeof value === "string" ? value : null;
  };
}

/** A select's options: each value with its lang key. */
export function keyed<T extends string>(values: readonly T[], key: (value: T) => string): Record<T, string> {
  return Object.fromEntries(values.map((value) => [value, key(value)])) as Record<T, string>;
}

export function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/** The situational modifier typed in (0 when it is not a number). */
export function situationalOf(get: FieldGetter): number {
  const value = Number.parseInt(get("situational") ?? "0", 10);
  return Number.isFinite(value) ? value : 0;
}

/** Each target's choices, by token uuid, read from its row's fields (`cover-0`, `intoMelee-1`...). */
export function targetChoices<Choice>(
  targets: readonly { tokenUuid: string }[],
  get: FieldGetter,
  read: (field: FieldGetter) => Choice,
): Record<string, Choice> {
  return Object.fromEntries(
    targets.map((target, index) => [target.tokenUuid, read((name) => get(`${name}-${index}`))]),
  );
}

/** The running total as an attack dialog shows it (templates/parts/running-total.hbs): "+8 / +3", or a refusal. */
export interface RunningTotal {
  bonuses: number[];
  refusedKey: string | null;
}

/** The roll mode chosen in the form's "Who sees the roll" (templates/parts/roll-mode-select.hbs), or null. */
export function chosenRollMode(get: FieldGetter): RollMode | null {
  const value = get("rollMode");
  return isRollMode(value) ? value : null;
}

/** Runs `update` now and whenever a control of the form changes (the running total, dependent controls). */
export function keepInStep(form: HTMLFormElement, update: () => void): void {
  form.addEventListener("change", update);
  form.addEventListener("input", update);
  update();
}

export interface AttackPrompt<Choices> {
  template: string;
  context: Record<string, unknown>;
  /** The window's title, localized. */
  title: string;
  /** Lang key of the Roll button. */
  rollLabel: string;
  read(get: FieldGetter): Choices;
  /** Binds the rendered form (e.g. a running total). */
  bind?(form: HTMLFormElement): void;
}

/** Opens the dialog; resolves to the choices read from the form, or null when closed. */
export async function promptAttack<Choices extends object>(
  prompt: AttackPrompt<Choices>,
): Promise<Choices | null> {
  const content = await foundry.applications.handlebars.renderTemplate(prompt.template, prompt.context);
  const result = await foundry.applications.api.DialogV2.wait({
    window: { title: prompt.title },
    classes: ["swrpg-attack-dialog-window"],
    content,
    rejectClose: false,
    render: (_event, dialog) => {
      const form = dialog.element.querySelector("form");
      if (form) prompt.bind?.(form);
    },
    buttons: [
      {
        action: "roll",
        label: prompt.rollLabel,
        icon: "fa-solid fa-dice-d20",
        default: true,
        callback: (_event, button) => prompt.read(formGetter(button.form)),
      },
    ],
  });
  return result && typeof result === "object" ? (result as Choices) : null;
}
