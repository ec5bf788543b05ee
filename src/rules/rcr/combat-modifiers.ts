import { bestCover } from "./cover.ts";
import type { BonusPart, CoverDegree } from "./types.ts";

/**
 * The Favorable and Unfavorable Conditions table as data, and the modifiers a set of conditions gives.
 * rcr-combat.txt › Favorable and Unfavorable Conditions (notes a, b, c), Degree of Cover (sitting or
 * kneeling: one-quarter cover against ranged attacks; prone: one-half), Helpless Defenders › Regular
 * Attack (melee +4, ranged nothing, Dex modifier -5).
 * Keys match defense.ts's DEX_LOSS_SITUATIONS where they name the same situation.
 */

export type AttackKind = "melee" | "ranged";

/** One cell of the table: a modifier, "cover"/"concealment"/"helpless" (see that rule), or not applicable. */
export type ConditionCell = number | "notApplicable";

/** One row of the table. */
export interface ConditionRow {
  melee: ConditionCell;
  ranged: ConditionCell;
  /** The defender loses any Dexterity bonus to Defense (note b), per attack kind. */
  defenderLosesDex: { melee: boolean; ranged: boolean };
  /** "See Cover": the posture counts as this degree of cover against that attack kind. */
  cover?: Partial<Record<AttackKind, CoverDegree>>;
  /** The defender is helpless: Dex modifier -5 (see Helpless Defenders). */
  helpless?: boolean;
  /** Against a grappler: roll randomly which grappler is struck (note c, in the ranged column only). */
  randomGrappler?: Partial<Record<AttackKind, boolean>>;
}

/** One row: the melee and ranged cells, whether the defender loses its Dex bonus (both kinds), the notes. */
function row(
  melee: ConditionCell,
  ranged: ConditionCell,
  defenderLosesDex: boolean,
  notes?: Pick<ConditionRow, "cover" | "helpless" | "randomGrappler">,
): ConditionRow {
  return { melee, ranged, defenderLosesDex: { melee: defenderLosesDex, ranged: defenderLosesDex }, ...notes };
}

/** The table, row by row (cover and concealment themselves are degrees: see coverBonus, concealment). */
export const COMBAT_CONDITIONS = {
  flanking: row(2, "notApplicable", false),
  higherGround: row(1, 0, false),
  attackerProne: row(-4, 0, false),
  attackerConcealed: row(2, 2, true),
  defenderSittingOrKneeling: row(2, 0, false, { cover: { ranged: "quarter" } }),
  defenderProne: row(4, 0, false, { cover: { ranged: "half" } }),
  stunned: row(2, 2, true),
  cowering: row(2, 2, true),
  offBalance: row(2, 2, true),
  climbing: row(2, 2, true),
  flatFooted: row(0, 0, true),
  running: row(0, -2, true),
  grappling: row(0, 0, true, { randomGrappler: { ranged: true } }),
  pinned: row(4, -4, true),
  helpless: row(4, 0, true, { helpless: true }),
};

export type CombatCondition = keyof typeof COMBAT_CONDITIONS;

/** What a set of conditions does to one attack. */
export interface ConditionEffects {
  /** Attack modifiers, labelled by condition key; zero cells are left out. */
  parts: BonusPart[];
  /** The defender loses the Dexterity (and dodge) bonus to Defense for this attack. */
  defenderLosesDex: boolean;
  /** Dex modifier -5: pass `helpless` to `defense`. */
  defenderHelpless: boolean;
  /** The best cover the defender's posture gives against this attack (the caller keeps the larger of this and
   * real cover: cover bonuses do not stack), or "none". */
  postureCover: CoverDegree;
  /** Roll randomly which grappler is struck. */
  randomGrappler: boolean;
  /** Conditions that do not apply to this attack kind (flanking with a ranged attack). */
  notApplicable: CombatCondition[];
}

/** The modifiers the given conditions give an attack of this kind. Duplicate keys count once. */
export function conditionEffects(kind: AttackKind, conditions: Iterable<CombatCondition>): ConditionEffects {
  const effects: ConditionEffects = {
    parts: [],
    defenderLosesDex: false,
    defenderHelpless: false,
    postureCover: "none",
    randomGrappler: false,
    notApplicable: [],
  };
  for (const key of new Set(conditions)) {
    const row: ConditionRow = COMBAT_CONDITIONS[key];
    const cell = row[kind];
    if (cell === "notApplicable") {
      effects.notApplicable.push(key);
      continue;
    }
    if (cell !== 0) effects.parts.push({ label: key, value: cell });
    if (row.defenderLosesDex[kind]) effects.defenderLosesDex = true;
    if (row.helpless) effects.defenderHelpless = true;
    if (row.randomGrappler?.[kind]) effects.randomGrappler = true;
    const cover = row.cover?.[kind];
    if (cover) effects.postureCover = bestCover([effects.postureCover, cover]);
  }
  return effects;
}
