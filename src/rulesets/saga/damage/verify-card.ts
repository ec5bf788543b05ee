import { actorAt, rollDifference, tokenAt } from "../../../damage/card-check.ts";
import { naturalOf } from "../../../dice/collected-rolls.ts";
import type { CardCheckRefusal } from "../../types.ts";
import { runSagaAttack, type SagaAttackDice } from "../attack/attack-pipeline.ts";
import type { SagaTargetView } from "../attack/attack-views.ts";
import { attackerView, targetView, weaponView } from "../attack/fighter-views.ts";
import type { SagaAttackCard, SagaCardAttack, SagaCardTarget } from "../card/card-data.ts";
import { sagaCard } from "../card/card-message.ts";
import { sagaActorStats } from "../data/actor-stats.ts";
import { SagaAttackRoll } from "../dice/saga-attack-roll.ts";
import { SagaDamageRoll } from "../dice/saga-damage-roll.ts";
import { recomputePowerCard } from "../force/verify-power.ts";
import { unarmedView } from "../unarmed/unarmed-view.ts";
import { sagaVariant } from "../variant.ts";

/**
 * The GM's check of a player's Saga card before the GM's client applies its damage (as RCR's,
 * src/rulesets/rcr/damage/verify-card.ts): only the d20 and the damage dice come from the message; the
 * attacker's bonus, each target's defense, cover and situation, hit, critical and what an area or splash
 * deals are worked out again from the documents (the world's variant options included) with the choices the
 * card stores, through the same pipeline and the SagaAttackRoll. The tokens an area caught are the card's (the
 * template is not measured again); the damage roll must be the weapon's formula with the total its dice make.
 */

const mismatch = (detail: string): CardCheckRefusal => ({ refused: "cardMismatch", detail });
const unverifiable = (detail: string): CardCheckRefusal => ({ refused: "cardUnverifiable", detail });

const ATTACK_FIELDS = ["natural", "bonus", "total", "damageFormula", "reachesTargets"] as const;
const TARGET_FIELDS = ["total", "defense", "compared", "hit", "critical", "lands"] as const;

function attackDifference(stored: SagaCardAttack, expected: SagaCardAttack): string | null {
  for (const field of ATTACK_FIELDS)
    if (stored[field] !== expected[field]) return `${field} ${stored[field]}, worked out ${expected[field]}`;
  if (stored.targets.length !== expected.targets.length) return "the targets differ";
  const byToken = new Map(expected.targets.map((target) => [target.tokenUuid, target]));
  for (const target of stored.targets) {
    const worked: SagaCardTarget | undefined = byToken.get(target.tokenUuid);
    if (!worked) return `${target.name}: not a target`;
    for (const field of TARGET_FIELDS)
      if (target[field] !== worked[field])
        return `${target.name}: ${field} ${target[field]}, worked out ${worked[field]}`;
  }
  return null;
}

async function viewsOf(targets: readonly SagaCardTarget[]): Promise<SagaTargetView[] | null> {
  const views: SagaTargetView[] = [];
  for (const target of targets) {
    const token = await tokenAt(target.tokenUuid);
    const view = token ? targetView(token) : null;
    if (!view) return null;
    views.push(view);
  }
  return views;
}

/** The card worked out again from the documents, its choices and the message's d20. */
async function recomputed(
  message: ChatMessage.Implementation,
  card: SagaAttackCard,
): Promise<SagaAttackCard | CardCheckRefusal> {
  const choices = card.choices;
  const stored = card.attacks[0];
  if (card.power && stored) {
    const targets = await viewsOf(stored.targets);
    return targets ? recomputePowerCard(message, card, targets) : unverifiable("a target is gone");
  }
  if (!choices || !stored) return unverifiable("the card stores no choices");
  const actor = await actorAt(card.attacker.uuid);
  const stats = actor ? sagaActorStats(actor) : null;
  const variant = sagaVariant();
  const item = card.weapon.id === null ? null : actor?.items.get(card.weapon.id);
  const general = variant.sagaVariantDefenses;
  const weapon =
    card.weapon.id === null
      ? actor && stats && unarmedView(actor, stats, general)
      : item
        ? weaponView(item, general)
        : null;
  if (!actor || !stats || !weapon) return unverifiable("the attacker or the weapon is gone");
  const listed = stored.targets;
  const targets = await viewsOf(listed.filter((target) => target.role !== "adjacent"));
  const adjacent = await viewsOf(listed.filter((target) => target.role === "adjacent"));
  if (!targets || !adjacent) return unverifiable("a target is gone");
  const d20 = message.rolls[stored.rollIndex];
  const natural = d20 instanceof SagaAttackRoll ? naturalOf(d20) : undefined;
  if (natural === undefined || natural < 1 || natural > 20) return mismatch("no attack roll");
  const dice: SagaAttackDice = {
    // The actions were spent when the attack was made.
    spend: async () => true,
    attack: async (bonus, options) => ({
      roll: SagaAttackRoll.fromDice(bonus, options, natural),
      rollIndex: stored.rollIndex,
    }),
  };
  const request = {
    attacker: attackerView(actor, stats),
    // The shots were spent when the attack was made: the weapon's magazine now is not the one it fired from.
    weapon: { ...weapon, shotsLoaded: null },
    choices,
    targets,
    adjacent,
    templateUuid: card.area?.templateUuid ?? null,
    variant,
  };
  try {
    const result = await runSagaAttack(request, dice);
    if (!result) return mismatch("the turn could not afford it");
    return "ok" in result ? mismatch(`refused: ${result.refused}`) : result;
  } catch (error) {
    return unverifiable(String(error));
  }
}

/**
 * Checks attack `attackIndex` of a player's Saga card against the documents before the GM applies its damage:
 * null when the card is what the documents and its dice make, else why not.
 */
export async function verifySagaCard(
  message: ChatMessage.Implementation,
  card: SagaAttackCard,
  attackIndex: number,
  roll: Roll.Any | null,
): Promise<CardCheckRefusal | null> {
  const stored = card.attacks[attackIndex];
  if (!stored?.damage || !(roll instanceof SagaDamageRoll)) return mismatch("no damage roll");
  const expected = await recomputed(message, card);
  if (!("attacks" in expected)) return expected;
  const worked = expected.attacks[attackIndex];
  const difference = worked ? attackDifference(stored, worked) : "no such attack";
  if (difference) return mismatch(difference);
  const actor = await actorAt(card.attacker.uuid);
  const formula = sagaCard.rolledFormula?.(card, attackIndex, stored.damageFormula) ?? stored.damageFormula;
  const resolved = new SagaDamageRoll(formula, actor?.getRollData() ?? {}).formula;
  // Advantage's pool ({f,f}kh) is checked by its formula; the engine's formulaTotal reads plain formulas only.
  const damage = stored.advantage
    ? roll.formula === resolved
      ? null
      : `damage formula ${roll.formula}, worked out ${resolved}`
    : rollDifference(roll, resolved);
  return damage ? mismatch(damage) : null;
}
