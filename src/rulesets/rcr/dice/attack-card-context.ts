import type { AppliedMark } from "../../../damage/applied-marks.ts";
import type { CardViewer } from "../../../damage/card-viewer.ts";
import type { AttackCardData, AttackEntry, DamageDice, TargetResult } from "./attack-card-data.ts";

/**
 * What the attack card template renders, from the card's data and who is looking: plain values and
 * lang keys only (no rule arithmetic: every number was decided when the attack was rolled).
 */

export type { CardViewer } from "../../../damage/card-viewer.ts";

/** What a token took from an attack, as the card shows it. */
export interface AppliedView {
  key: string;
  vitality: number;
  wounds: number;
}

export interface PartView {
  labelKey: string;
  value: number;
}

/** One step from the attack's total to a target's: "− 10 Range". */
export interface ChangeView {
  sign: "+" | "−";
  amount: number;
  labelKey: string;
}

export interface TargetView {
  tokenUuid: string;
  name: string;
  img: string;
  total: number;
  /** The attack's total before this target's own modifiers, and those modifiers ("18 = 28 − 10 range"). */
  attackTotal: number;
  changes: ChangeView[];
  breakdown: PartView[];
  /** False when the GM hides Defense numbers from this viewer. */
  showDefense: boolean;
  defense: number;
  defenseKey: string;
  outcomeKey: string;
  outcomeClass: "hit" | "miss" | "critical" | "concealed";
  threat: boolean;
  /** The confirmation die as rolled, and the total it made against this target. */
  confirmNatural: number | null;
  confirmTotal: number | null;
  missChance: number;
  missD100: number | null;
  /** What the token took from this attack (until undone), or null. */
  applied: AppliedView | null;
}

export interface AttackView {
  index: number;
  sourceKey: string;
  /** The weapon's name when it is not the card's (the off-hand weapon). */
  weaponLabel: string | null;
  total: number;
  natural: number;
  naturalClass: "" | "natural-20" | "natural-1";
  breakdown: PartView[];
  inThreatRange: boolean;
  confirmNatural: number | null;
  targets: TargetView[];
  /** Damage may be rolled: no targets, or the attack landed on one. */
  canRollDamage: boolean;
  damage: { total: number; formula: string; critical: boolean; dice: DiceView[] } | null;
  /** Tokens the card does not list that took this attack's damage (Apply to selected). */
  otherApplied: { name: string; applied: AppliedView }[];
  /** Some token's damage from this attack is there for this viewer to undo. */
  canUndo: boolean;
}

/** One dice term of the damage, for the total's tooltip: "3d6" and each result. */
export interface DiceView {
  label: string;
  results: number[];
}

export type AttackCardContext = {
  messageId: string;
  attacker: AttackCardData["attacker"];
  weapon: AttackCardData["weapon"];
  modeKey: string;
  fireModeKey: string | null;
  damageTypeKey: string;
  stun: boolean;
  pulledBlowKey: string | null;
  refused: { name: string; reasonKey: string }[];
  attacks: AttackView[];
  hasTargets: boolean;
};

function partViews(parts: readonly { label: string; value: number }[]): PartView[] {
  return parts.map((part) => ({ labelKey: `SWRPG.Attack.Part.${part.label}`, value: part.value }));
}

function changeViews(parts: readonly { label: string; value: number }[]): ChangeView[] {
  return parts
    .filter((part) => part.value !== 0)
    .map((part) => ({
      sign: part.value < 0 ? "−" : "+",
      amount: Math.abs(part.value),
      labelKey: `SWRPG.Attack.Part.${part.label}`,
    }));
}

function diceViews(dice: readonly DamageDice[] = []): DiceView[] {
  return dice.map((die) => ({ label: `${die.results.length}d${die.faces}`, results: [...die.results] }));
}

function outcome(target: TargetResult): TargetView["outcomeClass"] {
  if (target.concealed) return "concealed";
  if (!target.hit) return "miss";
  return target.critical ? "critical" : "hit";
}

function appliedView(mark: AppliedMark): AppliedView {
  const vitality = mark.taken.vitality ?? 0;
  const wounds = mark.taken.wounds ?? 0;
  const part = vitality && wounds ? "both" : vitality ? "vitality" : wounds ? "wounds" : "none";
  return { key: `SWRPG.Chat.Applied.${part}`, vitality, wounds };
}

function targetView(
  target: TargetResult,
  attack: AttackEntry,
  viewer: CardViewer,
  marks: readonly AppliedMark[],
): TargetView {
  const result = outcome(target);
  const mark = marks.find((entry) => entry.tokenUuid === target.tokenUuid);
  return {
    tokenUuid: target.tokenUuid,
    name: target.name,
    img: target.img,
    total: target.total,
    attackTotal: attack.total,
    changes: changeViews(target.parts),
    breakdown: partViews([...attack.parts, ...target.parts]),
    showDefense: viewer.isGM || !viewer.hideDefense,
    defense: viewer.isGM || !viewer.hideDefense ? target.defense : 0,
    defenseKey: `SWRPG.Chat.Defense.${target.defenseKind}`,
    outcomeKey: `SWRPG.Chat.Outcome.${result}`,
    outcomeClass: result,
    threat: target.threat,
    confirmNatural: target.threat ? attack.confirmNatural : null,
    confirmTotal: target.confirmTotal,
    missChance: target.missChance,
    missD100: target.missD100,
    applied: mark ? appliedView(mark) : null,
  };
}

function mayUndo(viewer: CardViewer, marks: readonly AppliedMark[]): boolean {
  if (viewer.isGM || viewer.mayUndoAll) return marks.length > 0;
  const owned = new Set(viewer.ownedTokenUuids ?? []);
  return marks.some((mark) => owned.has(mark.tokenUuid));
}

function attackView(
  attack: AttackEntry,
  card: AttackCardData,
  viewer: CardViewer,
  allMarks: readonly AppliedMark[],
): AttackView {
  const marks = allMarks.filter((mark) => mark.attackIndex === attack.index);
  const targets = attack.targets.map((target) => targetView(target, attack, viewer, marks));
  const listed = new Set(attack.targets.map((target) => target.tokenUuid));
  const landed = attack.targets.some((target) => target.lands);
  return {
    index: attack.index,
    sourceKey: `SWRPG.Attack.Source.${attack.source}`,
    weaponLabel: attack.weaponId === card.weapon.id ? null : attack.weaponName,
    total: attack.total,
    natural: attack.natural,
    naturalClass: attack.natural >= 20 ? "natural-20" : attack.natural <= 1 ? "natural-1" : "",
    breakdown: partViews(attack.parts),
    inThreatRange: attack.inThreatRange,
    confirmNatural: attack.confirmNatural,
    targets,
    canRollDamage:
      attack.damage === null && (attack.targets.length === 0 ? card.refused.length === 0 : landed),
    damage: attack.damage
      ? {
          total: attack.damage.total,
          formula: attack.damage.formula,
          critical: attack.targets.some((target) => target.critical),
          dice: diceViews(attack.damage.dice),
        }
      : null,
    otherApplied: marks
      .filter((mark) => !listed.has(mark.tokenUuid))
      .map((mark) => ({ name: mark.name, applied: appliedView(mark) })),
    canUndo: mayUndo(viewer, marks),
  };
}

/** The card as `viewer` sees it, with what each token took from it (`marks`, from the message). */
export function attackCardContext(
  card: AttackCardData,
  messageId: string,
  viewer: CardViewer,
  marks: readonly AppliedMark[] = [],
): AttackCardContext {
  const pulled = card.vitalityOnly ? "vitalityOnly" : card.halfDamage ? "halfDamage" : null;
  return {
    messageId,
    attacker: card.attacker,
    weapon: card.weapon,
    modeKey: `SWRPG.Attack.Mode.${card.mode}`,
    fireModeKey: card.fireMode === "single" ? null : `SWRPG.Attack.FireMode.${card.fireMode}`,
    damageTypeKey: `SWRPG.Weapon.DamageType.${card.damageType}`,
    stun: card.stun,
    pulledBlowKey: pulled ? `SWRPG.Attack.PullBlow.${pulled}` : null,
    refused: card.refused.map((entry) => ({
      name: entry.name,
      reasonKey: `SWRPG.Attack.Refused.${entry.reason}`,
    })),
    attacks: card.attacks.map((attack) => attackView(attack, card, viewer, marks)),
    hasTargets: card.attacks.some((attack) => attack.targets.length > 0) || card.refused.length > 0,
  };
}
