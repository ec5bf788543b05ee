import type { DamageApplication } from "../../types.ts";
import { damageMatchesRoll, readSagaCard } from "../card/card-message.ts";
import { applySagaDamage, loggedSagaDamage, undoSagaDamage } from "./apply-saga-damage.ts";
import { isSagaDamageMode, SAGA_DAMAGE_MODES, type SagaDamageSpec, sagaDamageSpec } from "./damage-spec.ts";

/**
 * Saga's card damage for the shared Apply/Undo buttons and GM relay (src/damage/): the card's attacks and
 * the tokens each lands on, what each token takes (./damage-spec.ts), the application through the engine
 * and its exact undo (./apply-saga-damage.ts).
 */
export const sagaDamage: DamageApplication<SagaDamageSpec> = {
  modes: SAGA_DAMAGE_MODES,
  view(message) {
    const card = readSagaCard(message);
    if (!card) return null;
    return {
      attackerUuid: card.attacker.uuid,
      attacks: card.attacks.map((attack) => ({
        targets: attack.targets.map((target) => ({ tokenUuid: target.tokenUuid, lands: target.lands })),
      })),
    };
  },
  spec(message, attackIndex, tokenUuid, mode) {
    const card = readSagaCard(message);
    if (!card) return { refused: "noCard" };
    if (!isSagaDamageMode(mode)) return { refused: "malformed" };
    return sagaDamageSpec(card, attackIndex, tokenUuid, mode);
  },
  checkRolls(message, attackIndex) {
    const card = readSagaCard(message);
    if (!card) return "noCard";
    return damageMatchesRoll(message, card, attackIndex) ? null : "rollMismatch";
  },
  apply: applySagaDamage,
  logged: (actor, source) => loggedSagaDamage(actor, source) !== null,
  undo: undoSagaDamage,
};
