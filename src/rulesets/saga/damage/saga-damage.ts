import { cardDamageApplication } from "../../../damage/card-parts.ts";
import { sagaCard } from "../card/card-message.ts";
import { applySagaDamage, loggedSagaDamage, undoSagaDamage } from "./apply-saga-damage.ts";
import { SAGA_DAMAGE_MODES, sagaDamageSpec } from "./damage-spec.ts";

/**
 * Saga's card damage for the shared Apply/Undo buttons and GM relay (src/damage/): what each token takes
 * (./damage-spec.ts), the application through the engine and its exact undo (./apply-saga-damage.ts).
 */
export const sagaDamage = cardDamageApplication(sagaCard, {
  modes: SAGA_DAMAGE_MODES,
  spec: sagaDamageSpec,
  apply: applySagaDamage,
  logged: (actor, source) => loggedSagaDamage(actor, source) !== null,
  undo: undoSagaDamage,
});
