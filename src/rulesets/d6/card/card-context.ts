import type { AppliedMark } from "../../../damage/applied-marks.ts";
import type { CardViewer } from "../../../damage/card-viewer.ts";
import { d6 } from "../../../rules/index.ts";
import type {
  D6AttackCard,
  D6CardAttack,
  D6CardGrenade,
  D6CardTarget,
  D6CodePart,
  D6DifficultyPart,
  D6RolledCode,
} from "./card-data.ts";
import { takenOf } from "./taken.ts";

/**
 * What the D6 attack card template renders, from the card's data and who is looking: plain values and lang
 * keys only. Every number was decided by the engine when the attack (and its damage) was rolled; each is
 * shown with what it was made of, so a player can follow the roll, the difficulty and the damage.
 */

const CARD = "SWRPG.D6.Card.";

/** What a listed token takes from an attack's rolled damage (null: nothing, or not rolled yet). */
export type D6TakesFn = (attackIndex: number, tokenUuid: string) => number | null;

/** A code as the card prints it: "4D+1", "+2D", "−1D" (a true minus sign). */
const code = (value: d6.DiceCode, signed = false) =>
  d6.formatDiceCode(value, { signed }).replaceAll("-", "\u2212");

/** The dice of a rolled code: the ordinary faces, then the Wild Die's apart; what a wild 1 took away struck. */
export function diceView(rolled: D6RolledCode) {
  let removed = rolled.removed;
  const faces = rolled.faces.map((value) => {
    const gone = removed !== null && value === removed;
    if (gone) removed = null;
    return { value, removed: gone };
  });
  const wildOne = rolled.removed !== null;
  return {
    faces,
    wild: rolled.wild.map((value, index) => ({ value, removed: wildOne && index === 0 })),
    complication: rolled.complication,
  };
}

function partView(part: D6CodePart, index: number) {
  return { labelKey: `${CARD}Part.${part.label}`, code: code(part.code, index > 0) };
}

/** One number of a target's difficulty: what it is, the dice rolled for it, its value. */
function difficultyPartView(part: D6DifficultyPart) {
  return {
    labelKey: part.cover ? `${CARD}Cover.${part.cover}` : `${CARD}Difficulty.${part.label}`,
    skillKey: part.skill ? `${CARD}Reaction.${part.skill}` : null,
    dice: part.rolled ? code(part.rolled.code) : null,
    value: part.value,
  };
}

function targetView(
  card: D6AttackCard,
  attack: D6CardAttack,
  target: D6CardTarget,
  showNumbers: boolean,
  mark: AppliedMark | undefined,
  takes: D6TakesFn,
) {
  const through = target.through;
  return {
    tokenUuid: target.tokenUuid,
    name: target.name,
    outcome: target.outcome,
    outcomeKey: `${CARD}Outcome.${target.outcome}`,
    showNumbers,
    bandKey: target.band ? `${CARD}Band.${target.band}` : card.kind === "ranged" ? null : `${CARD}Band.close`,
    distance: target.distance === null ? null : Math.round(target.distance * 10) / 10,
    levelKey: `SWRPG.D6.Difficulty.${target.level}`,
    base: target.base,
    modifiers: target.modifiers.map(difficultyPartView),
    difficulty: target.difficulty,
    needed: target.needed,
    protection: target.protection && {
      kindKey: `${CARD}Protection.${target.protection.kind}`,
      portionKey: `${CARD}Portion.${target.protection.portion}`,
      dice: code(target.protection.rolled.code),
      value: target.protection.rolled.total,
    },
    through: through && {
      bodyStrength: through.bodyStrength.total,
      bodyDice: code(through.bodyStrength.code),
      difference: through.difference,
      levelKey: `SWRPG.D6.ObjectDamage.${through.level}`,
      damage: through.damage && { total: through.damage.total, dice: code(through.damage.code) },
    },
    locationKey: target.location ? `SWRPG.D6.HitLocation.${target.location}` : null,
    blast: target.blast ?? null,
    dodge: target.dodge ?? null,
    applied: mark ? takenOf(mark) : null,
    takes: attack.damage && target.lands ? takes(attack.index, target.tokenUuid) : null,
  };
}

function mayUndo(viewer: CardViewer, marks: readonly AppliedMark[]): boolean {
  if (viewer.isGM || viewer.mayUndoAll) return marks.length > 0;
  const owned = new Set(viewer.ownedTokenUuids ?? []);
  return marks.some((mark) => owned.has(mark.tokenUuid));
}

/** The card as `viewer` sees it, with what each token took from it (`marks`, from the message). */
export function d6CardContext(
  card: D6AttackCard,
  messageId: string,
  viewer: CardViewer,
  allMarks: readonly AppliedMark[] = [],
  takes: D6TakesFn = () => null,
) {
  // A token the GM hid is listed for the GM only (docs/canvas.md › The tokens in an area).
  const seen = <Entry extends { tokenUuid: string; hidden?: boolean }>(entries: readonly Entry[]) =>
    viewer.isGM ? [...entries] : entries.filter((entry) => !entry.hidden);
  const hidden = new Set(
    card.attacks.flatMap((attack) => attack.targets.filter((t) => t.hidden).map((t) => t.tokenUuid)),
  );
  const marks = viewer.isGM ? allMarks : allMarks.filter((mark) => !hidden.has(mark.tokenUuid));
  const showNumbers = viewer.isGM || !viewer.hideDefense;
  const attacks = card.attacks.flatMap((attack) => {
    const targets = seen(attack.targets);
    if (attack.targets.length && !targets.length) return [];
    const own = marks.filter((mark) => mark.attackIndex === attack.index);
    const listed = new Set(attack.targets.map((target) => target.tokenUuid));
    const damage = attack.damage;
    return [
      {
        index: attack.index,
        total: attack.total,
        code: code(attack.roll.code),
        dice: diceView(attack.roll),
        parts: attack.parts.map(partView),
        targets: targets.map((target) =>
          targetView(
            card,
            attack,
            target,
            showNumbers,
            own.find((mark) => mark.tokenUuid === target.tokenUuid),
            takes,
          ),
        ),
        damageCode: attack.damageFormula,
        blastBand: card.grenade ? blastBandView(card.grenade, attack) : null,
        canRollDodges:
          viewer.isGM && !!card.grenade && damage === null && attack.targets.some((target) => !target.dodge),
        damageParts: attack.damageParts.map(partView),
        damage: damage && { total: damage.total, code: damage.formula, dice: diceView(damage.rolled) },
        canRollDamage:
          damage === null &&
          (attack.targets.length ? attack.targets.some((target) => target.lands) : card.refused.length === 0),
        canEditDifficulty: viewer.isGM && !card.grenade && damage === null && attack.targets.length > 0,
        hasTargets: attack.targets.length > 0,
        otherApplied: own
          .filter((mark) => !listed.has(mark.tokenUuid))
          .map((mark) => ({ name: mark.name, applied: takenOf(mark) })),
        canUndo: mayUndo(viewer, own),
      },
    ];
  });
  const grenade = card.grenade;
  const first = card.attacks[0];
  return {
    messageId,
    grenade: grenade && grenadeView(grenade, showNumbers),
    throwRoll:
      grenade && first
        ? {
            total: first.total,
            code: code(first.roll.code),
            dice: diceView(first.roll),
            parts: first.parts.map(partView),
          }
        : null,
    attacker: card.attacker,
    weapon: card.weapon,
    kindKey: `${CARD}Kind.${card.kind}`,
    damageTypeKey: `SWRPG.D6.DamageType.${card.damageType}`,
    stun: card.stun,
    wildDie: card.wildDie,
    actions: card.actions,
    manyActions: card.actions > 1,
    calledShotKey: card.calledShot === "none" ? null : `${CARD}CalledShot.${card.calledShot}`,
    refused: seen(card.refused).map((entry) => ({
      name: entry.name,
      reasonKey: `${CARD}Refused.${entry.reason}`,
    })),
    attacks,
  };
}

export type D6CardContext = ReturnType<typeof d6CardContext>;

/** A grenade's throw as the card shows it: the point's range and difficulty, the outcome, where it strayed. */
function grenadeView(grenade: D6CardGrenade, showNumbers: boolean) {
  const deviation = grenade.deviation;
  return {
    showNumbers,
    distance: grenade.distance,
    bandKey: `${CARD}Band.${grenade.band}`,
    levelKey: `SWRPG.D6.Difficulty.${grenade.level}`,
    base: grenade.base,
    unseen: grenade.unseen,
    difficulty: grenade.difficulty,
    outcome: grenade.outcome,
    outcomeKey: `${CARD}Grenade.Outcome.${grenade.outcome}`,
    deviation: deviation && {
      face: deviation.face,
      directionKey: `${CARD}Grenade.Direction.${deviation.direction}`,
      dice: code(deviation.rolled.code),
      meters: deviation.rolled.total,
    },
    fromThrower: grenade.fromThrower,
  };
}

/** A blast band's attack: its damage and how far it reaches (from the band before's edge to its own). */
function blastBandView(grenade: D6CardGrenade, attack: D6CardAttack) {
  const band = attack.targets[0]?.blast?.band ?? 0;
  return {
    code: attack.damageFormula,
    from: band > 0 ? (grenade.blast.radius[band - 1] ?? 0) : 0,
    to: grenade.blast.radius[band] ?? 0,
  };
}
