/**
 * RCR's damage application for the shared relay and card buttons: vitality first, then wounds through
 * armor DR (src/damage/apply-damage.ts), and the Fortitude save after wound damage as a follow-up.
 */
import { applyToActor, loggedDamage, undoOnActor } from "../../damage/apply-damage.ts";
import type { DamageSpec } from "../../damage/damage-plan.ts";
import { dispatchWoundSave } from "../../damage/damage-relay.ts";
import type { DamageApplication, DamageSource } from "../types.ts";

export const rcrDamage: DamageApplication = {
  async apply(actor: Actor.Implementation, spec: DamageSpec, source: DamageSource) {
    const applied = await applyToActor(actor, spec, source);
    if (!applied) return null;
    const { entry, fortitudeDC } = applied;
    if (fortitudeDC == null) return {};
    return { followUp: (tokenUuid) => dispatchWoundSave(actor, tokenUuid, fortitudeDC, entry) };
  },
  logged: (actor, source) => loggedDamage(actor, source) !== null,
  undo: (actor, source) => undoOnActor(actor, source),
};
