import { cardDamageApplication } from "../../../damage/card-parts.ts";
import { damageMatchesRoll } from "../../../dice/card-message.ts";
import type { DamageApplication } from "../../types.ts";
import { d6Card, readD6Card } from "../card/card-message.ts";
import { D6DamageRoll } from "../dice/d6-damage-roll.ts";
import { applyD6Damage, loggedD6Damage, undoD6Damage } from "./apply-d6-damage.ts";
import { D6_DAMAGE_MODES, d6DamageSpec } from "./damage-spec.ts";

const shared = cardDamageApplication(d6Card, {
  modes: D6_DAMAGE_MODES,
  spec: d6DamageSpec,
  apply: applyD6Damage,
  logged: (actor, source) => loggedD6Damage(actor, source) !== null,
  undo: undoD6Damage,
});

/** Every damage total of the attack the card stores (the roll and what came through a protection) is the message's roll. */
function damageRollsMatch(message: ChatMessage.Implementation, attackIndex: number): boolean {
  if (!damageMatchesRoll(d6Card, message, attackIndex)) return false;
  const attack = readD6Card(message)?.attacks[attackIndex];
  return (attack?.targets ?? []).every((target) => {
    const through = target.through?.damage;
    if (!through) return true;
    const roll = message.rolls[through.rollIndex];
    return roll instanceof D6DamageRoll && roll.total === through.total;
  });
}

/**
 * D6's card damage for the shared Apply/Undo buttons and GM relay (src/damage/): what each token takes
 * (./damage-spec.ts), the Strength roll and the engine's chart, and its exact undo (./apply-d6-damage.ts).
 * The GM's relay checks every damage total the card stores against the message's rolls.
 */
export const d6Damage: DamageApplication = {
  ...shared,
  checkRolls: async (message, attackIndex) =>
    damageRollsMatch(message, attackIndex) ? null : { refused: "rollMismatch" },
};
