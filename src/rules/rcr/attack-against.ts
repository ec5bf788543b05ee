import { attackBonus } from "./attack-bonus.ts";
import { type AttackResult, resolveAttack } from "./attack-resolution.ts";
import { type ConditionEffects, conditionEffects } from "./combat-modifiers.ts";
import { sumParts } from "./compose.ts";
import { combinedMissChance, concealmentMisses } from "./concealment.ts";
import { bestCover, coverBonus } from "./cover.ts";
import { damageBonus } from "./damage-bonus.ts";
import { type DefenseInput, defense } from "./defense.ts";
import { type RangeKind, rangePenalty } from "./range.ts";
import type { BonusPart, CoverDegree } from "./types.ts";

/**
 * One attack roll against one target: the modifiers that depend on the target (range, point blank,
 * shooting into a melee, the defender's conditions), the Defense it is compared with, cover and
 * concealment, then the outcome once the dice are known.
 * rcr-combat.txt › Attack Bonus, Range Penalty, Point Blank Range, Shooting or Throwing into a Melee,
 * Defense (flat-footed, touch), Favorable and Unfavorable Conditions, Cover, Concealment, Critical Hits.
 */

/** Which Defense the attack is compared with (for the chat card). */
export type DefenseKind = "normal" | "flatFooted" | "touch" | "flatFootedTouch";

/** The target as an attack sees it. */
export interface AttackTarget {
  /** The target's Defense inputs, without this attack's situation (no cover, no flat-footed). */
  defense: Omit<DefenseInput, "loseDexBonus" | "touch" | "helpless">;
  /** Flat-footed, stunned, running...: the target has lost its Dex bonus to Defense. */
  losesDexBonus?: boolean;
  helpless?: boolean;
  /** What attackers get against this target's conditions, for this attack kind. */
  conditions?: ConditionEffects;
  cover?: CoverDegree;
  concealment?: CoverDegree;
  immuneToCriticals?: boolean;
}

/** What `attackAgainst` takes. */
export interface AttackAgainstInput {
  kind: "melee" | "ranged";
  /** Meters between attacker and target. */
  distance: number;
  /** Ranged: the weapon's range increment in meters and how it travels. */
  rangeIncrement?: number;
  rangeKind?: RangeKind;
  pointBlankShot?: boolean;
  /** Ranged: the target is in melee with an ally of the attacker. */
  intoMelee?: boolean;
  preciseShot?: boolean;
  touch?: boolean;
  /** The target loses its Dex bonus against this attack (aimed at). */
  targetLosesDex?: boolean;
  target: AttackTarget;
}

/** Why a target cannot be attacked. */
export type AttackAgainstRefusal = "beyondRange" | "totalCover";

/** The target side of one attack. */
export type AttackAgainst =
  | {
      ok: true;
      /** Attack modifiers this target adds (labelled: range, pointBlank, intoMelee, condition keys). */
      parts: BonusPart[];
      bonus: number;
      defense: number;
      defenseKind: DefenseKind;
      /** The cover that counted (the larger of real cover and the target's posture). */
      cover: CoverDegree;
      /** Percent, 0 when the target has no concealment. */
      missChance: number;
      /** Damage modifiers this target adds ("pointBlank"). */
      damageParts: BonusPart[];
    }
  | { ok: false; refused: AttackAgainstRefusal };

const TARGET_ATTACK_LABELS = new Set(["range", "pointBlank", "intoMelee"]);

/** The modifiers and Defense of one attack against one target, before any die is rolled. */
export function attackAgainst(input: AttackAgainstInput): AttackAgainst {
  const ranged = input.kind === "ranged";
  let penalty = 0;
  if (ranged && input.rangeIncrement && input.rangeIncrement > 0) {
    const value = rangePenalty(input.distance, input.rangeIncrement, input.rangeKind ?? "projectile");
    if (value === null) return { ok: false, refused: "beyondRange" };
    penalty = value;
  }
  const conditions = input.target.conditions ?? conditionEffects(input.kind, []);
  const cover = bestCover([input.target.cover ?? "none", conditions.postureCover]);
  const coverDefense = coverBonus(cover);
  if (!coverDefense) return { ok: false, refused: "totalCover" };

  // attackBonus owns the range, point-blank and into-melee numbers; keep only those parts of it.
  const situational = attackBonus({
    kind: input.kind,
    bab: 0,
    size: "medium",
    rangePenalty: penalty,
    distance: input.distance,
    pointBlankShot: input.pointBlankShot,
    intoMelee: input.intoMelee,
    preciseShot: input.preciseShot,
  }).parts.filter((part) => TARGET_ATTACK_LABELS.has(part.label));
  const parts = [...situational, ...conditions.parts];

  const losesDex = Boolean(input.target.losesDexBonus || conditions.defenderLosesDex || input.targetLosesDex);
  const value = defense({
    ...input.target.defense,
    otherBonuses: (input.target.defense.otherBonuses ?? 0) + coverDefense.defense,
    loseDexBonus: losesDex,
    touch: input.touch,
    helpless: Boolean(input.target.helpless || conditions.defenderHelpless),
  });
  const damage = damageBonus({
    kind: input.kind,
    distance: input.distance,
    pointBlankShot: input.pointBlankShot,
  });
  return {
    ok: true,
    parts,
    bonus: sumParts(parts),
    defense: value,
    defenseKind: defenseKind(losesDex, input.touch === true),
    cover,
    missChance: combinedMissChance([input.target.concealment ?? "none"]),
    damageParts: damage.parts,
  };
}

function defenseKind(flatFooted: boolean, touch: boolean): DefenseKind {
  if (flatFooted) return touch ? "flatFootedTouch" : "flatFooted";
  return touch ? "touch" : "normal";
}

/** The dice of one attack against one target. */
export interface AttackDiceResult {
  d20: number;
  /** The confirmation roll's natural result, when the attack threatened. */
  confirmD20?: number;
  /** The concealment d%, when the attack hit a concealed target. */
  missD100?: number;
}

/** The outcome of one attack against one target. */
export interface AttackOutcome extends AttackResult {
  /** The hit was lost to concealment. */
  concealed: boolean;
  /** Hit and not lost to concealment. */
  lands: boolean;
}

/**
 * Resolves one attack against one target: hit (natural 1 misses, natural 20 hits), threat and
 * confirmation with the same bonus, then the concealment miss chance on a hit.
 * rcr-combat.txt › Critical Hits (the confirmation needs a hit; a concealment miss cancels the hit).
 */
export function attackOutcome(input: {
  dice: AttackDiceResult;
  attackBonus: number;
  defense: number;
  threatRange: number;
  canCritical: boolean;
  missChance: number;
}): AttackOutcome {
  const result = resolveAttack({
    d20: input.dice.d20,
    attackBonus: input.attackBonus,
    defense: input.defense,
    threatRange: input.threatRange,
    confirmD20: input.dice.confirmD20,
    canCritical: input.canCritical,
  });
  const concealed =
    result.hit &&
    input.missChance > 0 &&
    input.dice.missD100 !== undefined &&
    concealmentMisses(input.dice.missD100, input.missChance);
  const lands = result.hit && !concealed;
  return { ...result, critical: result.critical && lands, concealed, lands };
}
