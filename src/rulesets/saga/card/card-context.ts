import type { AppliedMark } from "../../../damage/applied-marks.ts";
import { type CardLook, cardContext } from "../../../damage/card-context.ts";
import { changeViews } from "../../../damage/card-equation.ts";
import type { CardViewer } from "../../../damage/card-viewer.ts";
import { saga } from "../../../rules/index.ts";
import { SAGA_LIMBS } from "../data/actor-schema.ts";
import { powerCardView, powerHasNothingToApply } from "../force/power-card.ts";
import type { SagaAttackCard, SagaCardInjury, SagaCardTarget } from "./card-data.ts";

/**
 * What the Saga attack card template renders, from the card's data and who is looking: plain values and
 * lang keys only. Every number was decided by the engine when the attack was rolled; what each token takes
 * once damage is rolled comes from `takes` (the damage spec, itself the engine's).
 */

/** Who is looking at a Saga card: the shared card viewer. */
export type SagaCardViewer = CardViewer;

/** What a listed token takes from an attack's rolled damage (null: nothing, or not rolled yet). */
export type TakesFn = (attackIndex: number, tokenUuid: string) => number | null;

type Outcome = "hit" | "miss" | "critical" | "unreached";

function outcomeOf(target: SagaCardTarget): Outcome {
  if (target.compared === null) return "unreached";
  if (!target.hit) return "miss";
  return target.critical ? "critical" : "hit";
}

/** Why a target takes less, or nothing, on an area (`SWRPG.Saga.Card.Note.<note>`): evasion, cover, half on a miss. */
function areaNote(card: SagaAttackCard, target: SagaCardTarget): string | null {
  if (card.shape === "single" || target.compared === null) return null;
  if (target.evasion) return target.hit ? "evasionHit" : "evasionMiss";
  if (target.hit) return target.role === "adjacent" ? "half" : null;
  if (!target.lands) return target.role === "adjacent" ? "none" : "coverMiss";
  return "half";
}

/**
 * What a token took, as the card says it (`SWRPG.Saga.Card.TookPart.<pool>`): the pools that changed, in
 * order (and the variant's massive damage); none when nothing did.
 */
const POOLS = ["hp", "temp", "shield", "steps", "massive"] as const;
const PART = "SWRPG.Saga.Card.Part.";
function takenView(mark: AppliedMark): { parts: { pool: string; value: number }[] } {
  const parts = POOLS.flatMap((pool) => {
    const value = mark.taken[pool] ?? 0;
    return value ? [{ pool, value }] : [];
  });
  return { parts };
}

/** A rolled devastating injury as the target row shows it (the defense only to who may see defenses). */
function injuryView(injury: SagaCardInjury | undefined, tokenUuid: string, showDefense: boolean) {
  if (!injury || injury.tokenUuid !== tokenUuid) return null;
  return {
    total: injury.total,
    defense: showDefense ? injury.defense : null,
    outcome: injury.success ? "inflicted" : "resisted",
    limb: injury.limb ?? null,
    offerLimbs: injury.success && !injury.limb,
  };
}

/** Saga's fields of the shared card view (src/damage/card-context.ts). */
function sagaLook(takesFn: TakesFn) {
  return {
    partKey: PART,
    refusedKey: "SWRPG.Saga.Card.Refused.",
    taken: takenView,
    target: (target, attack, showDefense, card) => {
      const heavy = attack.variantDamage?.heavy;
      // A single attack's miss takes nothing and says nothing; an area's miss says why it takes what it takes.
      const takes =
        attack.damage && (target.lands || card.shape !== "single")
          ? (takesFn(attack.index, target.tokenUuid) ?? 0)
          : null;
      return {
        showDefense: showDefense && target.compared !== null,
        defense: showDefense ? target.compared : null,
        outcome: outcomeOf(target),
        note: areaNote(card, target),
        takes,
        // variant › Special Attacks: a heavy attack dealing more than the threshold, a devastating injury
        // A Force power's steps down the condition track for this target.
        steps: target.conditionSteps ?? 0,
        injury:
          heavy && takes
            ? saga.devastatingInjury({
                tier: heavy,
                damage: takes,
                damageThreshold: target.damageThreshold ?? 0,
              }).injuryD20s
            : 0,
        attackIndex: attack.index,
        // The attack's total before this target's own modifiers, and those modifiers ("12 = 17 − 5 Target prone").
        attackTotal: attack.total,
        changes: changeViews(target.parts, PART),
        injuryRoll: injuryView(attack.injury, target.tokenUuid, showDefense),
      };
    },
    attack: (attack, card) => ({
      // The defense the attack is made against, named to every viewer (the hidden-defense setting hides
      // only the numbers), whether Reflex, Fortitude or Will.
      defenseKind: attack.targets[0]?.defenseKind ?? null,
      advantage: attack.advantage,
      // variant › Flanking: both d20s of an advantage roll, the dropped one marked.
      advantageDice: attack.d20s && attack.d20s.length > 1 ? attack.d20s : null,
      droppedD20: attack.d20s?.find((die) => !die.kept)?.result ?? null,
      heavy: attack.variantDamage?.heavy,
      // The variant's damage: what saga.damageRoll added to the dice (the formula, in the title, has the dice).
      damageBreakdown:
        attack.damage &&
        attack.damageParts?.map((part) => ({ labelKey: PART + part.label, value: part.value })),
      unreached: !attack.reachesTargets,
      ...(powerHasNothingToApply(card, attack) ? { canRollDamage: false } : {}),
      hitCount: attack.targets.filter((target) => target.hit).length,
      missCount: attack.targets.filter((target) => !target.hit).length,
    }),
  } satisfies CardLook<SagaAttackCard, unknown, object, object>;
}

/** The card as `viewer` sees it, with what each token took from it (`marks`, from the message). */
export function sagaCardContext(
  card: SagaAttackCard,
  messageId: string,
  viewer: SagaCardViewer,
  marks: readonly AppliedMark[] = [],
  takes: TakesFn = () => null,
) {
  return {
    ...cardContext(card, messageId, viewer, marks, sagaLook(takes)),
    tally: card.shape === "burst" || card.shape === "autofire",
    power: powerCardView(card.power),
    // The limb track step is the GM's to give (variant › Limb Condition Track).
    gm: viewer.isGM,
    limbs: SAGA_LIMBS,
    opportunity: card.opportunity?.length ? card.opportunity.join(", ") : null,
  };
}

export type SagaCardContext = ReturnType<typeof sagaCardContext>;
