/**
 * RCR's damage for the shared card buttons and GM relay (src/damage/): what each token takes from the card
 * (./damage-plan.ts), routed by the message's DamageRoll (vitality first, then wounds through armor DR:
 * dice/damage-roll.ts) and written with its log entry (./apply-damage.ts), and the
 * Fortitude save after wound damage as a follow-up.
 */

import { cardDamageApplication } from "../../../damage/card-parts.ts";
import { rcrCard } from "../dice/attack-card-message.ts";
import { DamageRoll } from "../dice/damage-roll.ts";
import { applyToVehicle, isRcrVehicle, undoOnVehicle, vehicleLogged } from "../vehicle/vehicle-damage.ts";
import { applyToActor, loggedDamage, undoOnActor } from "./apply-damage.ts";
import { type ApplyMode, type DamageSpec, damageSpec, takenBy } from "./damage-plan.ts";
import { verifyRcrCard } from "./verify-card.ts";
import { dispatchWoundSave } from "./wound-save-relay.ts";

const MODES: readonly ApplyMode[] = ["full", "half", "vitalityOnly"];

export const rcrDamage = cardDamageApplication(rcrCard, {
  modes: MODES,
  spec: (card, attackIndex, tokenUuid, mode, roll) =>
    damageSpec(card, attackIndex, tokenUuid, mode, roll instanceof DamageRoll ? roll : null),
  async apply(actor, spec: DamageSpec, source) {
    if (isRcrVehicle(actor)) return applyToVehicle(actor, spec, source);
    const applied = await applyToActor(actor, spec, source);
    if (!applied) return null;
    const { entry, fortitudeDC, stopped } = applied;
    const taken = takenBy(entry, stopped);
    if (fortitudeDC == null) return { taken };
    return { taken, followUp: (tokenUuid) => dispatchWoundSave(actor, tokenUuid, fortitudeDC, entry) };
  },
  verify: verifyRcrCard,
  logged: (actor, source) =>
    isRcrVehicle(actor) ? vehicleLogged(actor, source) : loggedDamage(actor, source) !== null,
  undo: (actor, source) => (isRcrVehicle(actor) ? undoOnVehicle(actor, source) : undoOnActor(actor, source)),
});
