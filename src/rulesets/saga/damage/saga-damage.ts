import { cardDamageApplication } from "../../../damage/card-parts.ts";
import { sagaCard } from "../card/card-message.ts";
import { SagaDamageRoll } from "../dice/saga-damage-roll.ts";
import { applySagaDamage, loggedSagaDamage, undoSagaDamage } from "./apply-saga-damage.ts";
import { SAGA_DAMAGE_MODES, sagaDamageSpec } from "./damage-spec.ts";
import { verifySagaCard } from "./verify-card.ts";

/**
 * Saga's card damage for the shared Apply/Undo buttons and GM relay (src/damage/): what each token takes
 * (./damage-spec.ts), routed by the message's SagaDamageRoll and written with its exact undo
 * (./apply-saga-damage.ts).
 */
export const sagaDamage = cardDamageApplication(sagaCard, {
  modes: SAGA_DAMAGE_MODES,
  spec: (card, attackIndex, tokenUuid, mode, roll) =>
    sagaDamageSpec(card, attackIndex, tokenUuid, mode, roll instanceof SagaDamageRoll ? roll : null),
  verify: verifySagaCard,
  apply: applySagaDamage,
  logged: (actor, source) => loggedSagaDamage(actor, source) !== null,
  undo: undoSagaDamage,
});
