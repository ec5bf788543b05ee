import type { RulesetStatusEffect } from "../../rulesets/types.ts";

/** One button of the condition toggles (templates/parts/condition-toggles.hbs). */
export interface ConditionToggleView {
  id: string;
  /** Lang key. */
  label: string;
  img: string;
  /** The actor has the status (the button is pressed). */
  active: boolean;
  /**
   * Set by something else than the toggle (the ruleset's lang key saying what): shown pressed and disabled,
   * so the sheet has one place that says the actor is in that state and why.
   */
  setBy?: string;
}

/** Every status of the ruleset as a toggle, in its order, pressed where the actor has it. */
export function conditionToggles(
  effects: readonly RulesetStatusEffect[],
  statuses: ReadonlySet<string>,
): ConditionToggleView[] {
  return effects.map(({ id, name, img }) => ({ id, label: name, img, active: statuses.has(id) }));
}
