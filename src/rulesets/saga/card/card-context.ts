import type { AppliedMark } from "../../../damage/applied-marks.ts";
import type { CardViewer } from "../../../damage/card-viewer.ts";
import type { SagaAttackCard, SagaCardAttack, SagaCardPart, SagaCardTarget } from "./card-data.ts";

/**
 * What the Saga attack card template renders, from the card's data and who is looking: plain values and
 * lang keys only. Every number was decided by the engine when the attack was rolled; what each token takes
 * once damage is rolled comes from `takes` (the damage spec, itself the engine's).
 */

/** Who is looking at a Saga card: the shared card viewer. */
export type SagaCardViewer = CardViewer;

/** What a listed token takes from an attack's rolled damage (null: nothing, or not rolled yet). */
export type TakesFn = (attackIndex: number, tokenUuid: string) => number | null;

interface PartView {
  labelKey: string;
  value: number;
}

const partViews = (parts: readonly SagaCardPart[]): PartView[] =>
  parts.map((part) => ({ labelKey: `SWRPG.Saga.Card.Part.${part.label}`, value: part.value }));

type Outcome = "hit" | "miss" | "critical" | "unreached";

function outcomeOf(target: SagaCardTarget): Outcome {
  if (target.compared === null) return "unreached";
  if (!target.hit) return "miss";
  return target.critical ? "critical" : "hit";
}

/** Why a target takes less, or nothing, on an area: evasion, cover, half on a miss. */
function areaNoteKey(card: SagaAttackCard, target: SagaCardTarget): string | null {
  if (card.shape === "single" || target.compared === null) return null;
  if (target.evasion)
    return target.hit ? "SWRPG.Saga.Card.Note.evasionHit" : "SWRPG.Saga.Card.Note.evasionMiss";
  if (target.hit) return target.role === "adjacent" ? "SWRPG.Saga.Card.Note.half" : null;
  if (!target.lands)
    return target.role === "adjacent" ? "SWRPG.Saga.Card.Note.none" : "SWRPG.Saga.Card.Note.coverMiss";
  return "SWRPG.Saga.Card.Note.half";
}

/** What a token took, as the card says it: the pools that changed, in order; none when nothing did. */
const POOLS = ["hp", "temp", "shield", "steps"] as const;
function takenView(mark: AppliedMark): { parts: { key: string; value: number }[] } {
  const parts = POOLS.flatMap((pool) => {
    const value = mark.taken[pool] ?? 0;
    return value ? [{ key: `SWRPG.Saga.Card.TookPart.${pool}`, value }] : [];
  });
  return { parts };
}

function mayUndo(viewer: SagaCardViewer, marks: readonly AppliedMark[]): boolean {
  if (viewer.isGM || viewer.mayUndoAll) return marks.length > 0;
  const owned = new Set(viewer.ownedTokenUuids ?? []);
  return marks.some((mark) => owned.has(mark.tokenUuid));
}

function attackView(
  card: SagaAttackCard,
  attack: SagaCardAttack,
  viewer: SagaCardViewer,
  allMarks: readonly AppliedMark[],
  takes: TakesFn,
) {
  const marks = allMarks.filter((mark) => mark.attackIndex === attack.index);
  const showDefense = viewer.isGM || !viewer.hideDefense;
  const listed = new Set(attack.targets.map((target) => target.tokenUuid));
  const targets = attack.targets.map((target) => {
    const outcome = outcomeOf(target);
    const mark = marks.find((entry) => entry.tokenUuid === target.tokenUuid);
    return {
      tokenUuid: target.tokenUuid,
      name: target.name,
      total: target.total,
      breakdown: partViews([...attack.parts, ...target.parts]),
      showDefense: showDefense && target.compared !== null,
      defense: showDefense ? target.compared : null,
      defenseKey: `SWRPG.Saga.Card.Defense.${target.defenseKind}`,
      coverKey: target.cover === "none" ? null : `SWRPG.Saga.Card.Cover.${target.cover}`,
      roleKey: target.role ? `SWRPG.Saga.Card.Role.${target.role}` : null,
      outcomeKey: `SWRPG.Saga.Card.Outcome.${outcome}`,
      outcomeClass: outcome,
      noteKey: areaNoteKey(card, target),
      // A single attack's miss takes nothing and says nothing; an area's miss says why it takes what it takes.
      takes:
        attack.damage && (target.lands || card.shape !== "single")
          ? (takes(attack.index, target.tokenUuid) ?? 0)
          : null,
      applied: mark ? takenView(mark) : null,
    };
  });
  const landed = attack.targets.some((target) => target.lands);
  return {
    index: attack.index,
    natural: attack.natural,
    naturalClass: attack.natural >= 20 ? "natural-20" : attack.natural <= 1 ? "natural-1" : "",
    total: attack.total,
    breakdown: partViews(attack.parts),
    unreached: !attack.reachesTargets,
    targets,
    hitCount: attack.targets.filter((target) => target.hit).length,
    missCount: attack.targets.filter((target) => !target.hit).length,
    canRollDamage:
      attack.damage === null && (attack.targets.length === 0 ? card.refused.length === 0 : landed),
    damage: attack.damage
      ? {
          total: attack.damage.total,
          formula: attack.damage.formula,
          critical: attack.targets.some((target) => target.critical),
        }
      : null,
    otherApplied: marks
      .filter((mark) => !listed.has(mark.tokenUuid))
      .map((mark) => ({ name: mark.name, applied: takenView(mark) })),
    canUndo: mayUndo(viewer, marks),
  };
}

/** The card as `viewer` sees it, with what each token took from it (`marks`, from the message). */
export function sagaCardContext(
  card: SagaAttackCard,
  messageId: string,
  viewer: SagaCardViewer,
  marks: readonly AppliedMark[] = [],
  takes: TakesFn = () => null,
) {
  const area = card.shape === "burst" || card.shape === "autofire";
  return {
    messageId,
    attacker: card.attacker,
    weapon: card.weapon,
    shapeKey: `SWRPG.Saga.Card.Shape.${card.shape}`,
    fireKey: card.fire === "single" ? null : `SWRPG.Saga.Card.Fire.${card.fire}`,
    damageTypeKeys: card.damageTypes.map((type) => `SWRPG.Saga.Card.DamageType.${type}`),
    stun: card.stun,
    area,
    coverOriginKey: card.area ? `SWRPG.Saga.Card.CoverOrigin.${card.area.coverOrigin}` : null,
    opportunity: card.opportunity?.length ? card.opportunity.join(", ") : null,
    refused: card.refused.map((entry) => ({
      name: entry.name,
      reasonKey: `SWRPG.Saga.Card.Refused.${entry.reason}`,
    })),
    attacks: card.attacks.map((attack) => attackView(card, attack, viewer, marks, takes)),
    hasTargets: card.attacks.some((attack) => attack.targets.length > 0) || card.refused.length > 0,
  };
}

export type SagaCardContext = ReturnType<typeof sagaCardContext>;
