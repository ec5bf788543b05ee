import { actorAt } from "../../../damage/card-check.ts";
import { naturalOf } from "../../../dice/collected-rolls.ts";
import type { CardCheckRefusal } from "../../types.ts";
import type { SagaAttackDice } from "../attack/attack-pipeline.ts";
import type { SagaTargetView } from "../attack/attack-views.ts";
import type { SagaAttackCard } from "../card/card-data.ts";
import { SagaAttackRoll } from "../dice/saga-attack-roll.ts";
import { forcePowerRequest } from "./power-flow.ts";
import { runForcePower } from "./power-pipeline.ts";

const mismatch = (detail: string): CardCheckRefusal => ({ refused: "cardMismatch", detail });
const unverifiable = (detail: string): CardCheckRefusal => ({ refused: "cardUnverifiable", detail });

/**
 * A player's Force power card worked out again on the GM's client (as src/rulesets/saga/damage/verify-card.ts
 * does for a weapon): the user's Use the Force, the power's ladder and each listed target's defense from the
 * documents, the d20 from the message, through the same pipeline.
 */
export async function recomputePowerCard(
  message: ChatMessage.Implementation,
  card: SagaAttackCard,
  targets: readonly SagaTargetView[],
): Promise<SagaAttackCard | CardCheckRefusal> {
  const stored = card.attacks[0];
  const actor = await actorAt(card.attacker.uuid);
  const item = card.weapon.id === null ? null : actor?.items.get(card.weapon.id);
  const request =
    actor && item ? forcePowerRequest(actor, item, targets, card.area?.templateUuid ?? null) : null;
  if (!stored || !request) return unverifiable("the user or the power is gone");
  const d20 = message.rolls[stored.rollIndex];
  const natural = d20 instanceof SagaAttackRoll ? naturalOf(d20) : undefined;
  if (natural === undefined || natural < 1 || natural > 20) return mismatch("no attack roll");
  const dice: SagaAttackDice = {
    spend: async () => true,
    attack: async (bonus, options) => ({
      roll: SagaAttackRoll.fromDice(bonus, options, natural),
      rollIndex: stored.rollIndex,
    }),
  };
  const result = await runForcePower(request, dice);
  if (!result) return mismatch("the turn could not afford it");
  return "ok" in result ? mismatch(`refused: ${result.refused}`) : result;
}
