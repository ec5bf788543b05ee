import { actorAt, tokenAt } from "../../../damage/card-check.ts";
import { showRollDice } from "../../../dice/dice-so-nice.ts";
import { notify, warn } from "../../../dice/notify.ts";
import { saga } from "../../../rules/index.ts";
import type { ChatCardParts } from "../../types.ts";
import type { SagaAttackCard, SagaCardInjury } from "../card/card-data.ts";
import { readSagaCard, sagaCard } from "../card/card-message.ts";
import { sagaCardAmount } from "../damage/damage-spec.ts";
import { SagaActorModel } from "../data/actor-model.ts";
import { SAGA_LIMBS } from "../data/actor-schema.ts";

/**
 * A heavy attack's devastating injury on its card (saga-variant-character-combat.txt › Special Attacks): once
 * the damage is rolled and exceeds the one target's damage threshold (after its shield and reduction), the
 * attacker's side rolls the tier's d20s (saga.devastatingInjuryDice) + the attack's modifier against the
 * target's Devastating Injury Defense (› Defense Scores); where it succeeds the GM picks the limb that takes a
 * step down its limb track (› Limb Condition Track). The engine decides every number.
 */

const REFUSED = "SWRPG.Saga.Injury.Refused.";
const LIMB_ACTION = "injuryLimb-";

/** The heavy attack's target and what inflicts the injury, or why no injury can be rolled. */
function injuryTarget(card: SagaAttackCard, attackIndex: number) {
  const attack = card.attacks[attackIndex];
  const tier = attack?.variantDamage?.heavy;
  const target = attack?.targets[0];
  if (!attack || !tier || !target || !attack.damage) return { refused: "noInjury" } as const;
  const amount = sagaCardAmount(card, attackIndex, target.tokenUuid, "full");
  const damage = "refused" in amount ? 0 : amount.amount;
  const inflicted = saga.devastatingInjury({ tier, damage, damageThreshold: target.damageThreshold ?? 0 });
  if (!inflicted.inflicted) return { refused: "noInjury" } as const;
  if (target.injuryDefense === undefined) return { refused: "noDefense" } as const;
  return { attack, tier, target, defense: target.injuryDefense };
}

async function storeInjury(
  message: ChatMessage.Implementation,
  card: SagaAttackCard,
  attackIndex: number,
  injury: SagaCardInjury,
  rolls?: Roll.Any[],
): Promise<void> {
  const attacks = card.attacks.map((entry) => (entry.index === attackIndex ? { ...entry, injury } : entry));
  await message.update({
    ...(rolls ? { rolls } : {}),
    flags: { swrpg: { [sagaCard.flag]: { ...card, attacks } } },
  } as ChatMessage.UpdateData);
}

/** Rolls the injury (the card's author or a GM), once. */
export async function rollInjury(message: ChatMessage.Implementation, attackIndex: number): Promise<void> {
  const card = readSagaCard(message);
  if (!card) return;
  if (!message.isOwner) return warn("SWRPG.Damage.Refused.noPermission");
  const found = injuryTarget(card, attackIndex);
  if ("refused" in found) return warn(REFUSED + found.refused);
  if (found.attack.injury) return;
  const formula = saga.devastatingInjuryDice(found.tier);
  const roll = new Roll(formula);
  await roll.evaluate();
  await showRollDice(roll, message);
  const d20s = roll.dice[0]?.results.map((result) => result.result) ?? [];
  const modifier = saga.devastatingInjuryModifier(found.tier, found.attack.bonus);
  const result = saga.devastatingInjuryRoll({ tier: found.tier, d20s, modifier, defense: found.defense });
  if (!result.ok) return warn(REFUSED + result.refused);
  const rolls = [...message.rolls, roll];
  await storeInjury(
    message,
    card,
    attackIndex,
    {
      tokenUuid: found.target.tokenUuid,
      formula,
      d20s,
      kept: result.kept,
      modifier,
      total: result.total,
      defense: found.defense,
      success: result.success,
      rollIndex: rolls.length - 1,
    },
    rolls,
  );
}

/** The GM moves the struck limb one step down its track, once per injury. */
export async function stepInjuredLimb(
  message: ChatMessage.Implementation,
  attackIndex: number,
  limb: (typeof SAGA_LIMBS)[number],
): Promise<void> {
  if (!game.user?.isGM) return warn(`${REFUSED}gmOnly`);
  const card = readSagaCard(message);
  const injury = card?.attacks[attackIndex]?.injury;
  if (!card || !injury?.success || injury.limb) return;
  const token = await tokenAt(injury.tokenUuid);
  const actor = token?.actor ?? (await actorAt(card.attacks[attackIndex]?.targets[0]?.actorUuid ?? ""));
  const system = actor?.system;
  if (!actor || !(system instanceof SagaActorModel)) return warn(`${REFUSED}noTarget`);
  const moved = saga.moveConditionTrack(system.limbs[limb], 1, saga.LIMB_TRACK_LENGTH);
  await actor.update({ [`system.limbs.${limb}`]: moved.condition } as Actor.UpdateData);
  await storeInjury(message, card, attackIndex, { ...injury, limb });
  notify("info", "SWRPG.Saga.Injury.LimbStepped", { name: actor.name });
}

/** Saga's chat card parts with the injury buttons beside the shared damage buttons. */
export function withInjuryButtons(parts: ChatCardParts): ChatCardParts {
  return {
    ...parts,
    async act(message, action, attackIndex) {
      if (action === "rollInjury") return rollInjury(message, attackIndex);
      const limb = SAGA_LIMBS.find((key) => action === LIMB_ACTION + key);
      if (limb) return stepInjuredLimb(message, attackIndex, limb);
      return parts.act(message, action, attackIndex);
    },
  };
}
