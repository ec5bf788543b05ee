import { iterativeAttackBonuses } from "./iterative-attacks.ts";

/**
 * Multifire, autofire and Rapid Shot: extra attacks at the highest base attack bonus, each attack of the
 * round taking the mode's penalty. rcr-combat.txt › Multifire, Autofire, Multiple Ranged Attacks (the
 * Multifire and Autofire tables are this rule worked out for BAB +0 to +20);
 * rcr-additional-combat-rules.txt › How Many Shots (one extra per round, not per weapon).
 */

/** How a ranged weapon fires for the round. */
export type FireMode = "single" | "multifire" | "autofire";

/** The feats the Multiple Ranged Attacks tables take into account. */
export interface RangedFeats {
  /** Rapid Shot: one more attack at the highest bonus, -2 on every attack of the round. */
  rapidShot?: boolean;
  /** Multishot: the multifire or autofire penalty is 2 smaller. */
  multishot?: boolean;
}

interface ModeRule {
  /** Extra attacks at the highest base attack bonus. */
  extraAttacks: number;
  /** Penalty on every attack of the round (extra and normal). */
  penalty: number;
}

// rcr-combat.txt › Multifire (one extra, -4 each) and Autofire (two extra, -6 each).
const MODE_RULES: Readonly<Record<FireMode, ModeRule>> = {
  single: { extraAttacks: 0, penalty: 0 },
  multifire: { extraAttacks: 1, penalty: -4 },
  autofire: { extraAttacks: 2, penalty: -6 },
};

/** Rapid Shot: one extra attack, -2 on all attacks (the tables' Rapid Shot columns). */
export const RAPID_SHOT = { extraAttacks: 1, penalty: -2 } as const;

/** Multishot: the mode penalty is lessened by 2 (the tables' Multishot columns). */
export const MULTISHOT_REDUCTION = 2;

/** Extra attacks a fire mode gives in one full attack (once per round, however many weapons). */
export function fireModeExtraAttacks(mode: FireMode): number {
  return MODE_RULES[mode].extraAttacks;
}

/**
 * The fire mode's penalty on every attack of the round, with Multishot applied (never above 0), before
 * recoil (see `recoilPenalty`).
 */
export function fireModePenalty(mode: FireMode, multishot = false): number {
  const base = MODE_RULES[mode].penalty;
  if (base === 0 || !multishot) return base;
  return Math.min(0, base + MULTISHOT_REDUCTION);
}

/** Full-attack bonuses in a fire mode, highest first, as the Multiple Ranged Attacks tables list them. */
export function rangedFullAttackBonuses(bab: number, mode: FireMode, feats: RangedFeats = {}): number[] {
  const iterative = iterativeAttackBonuses(bab);
  const extra = fireModeExtraAttacks(mode) + (feats.rapidShot ? RAPID_SHOT.extraAttacks : 0);
  const penalty = fireModePenalty(mode, feats.multishot) + (feats.rapidShot ? RAPID_SHOT.penalty : 0);
  const highest = iterative[0] as number;
  const bases = [...Array.from({ length: extra }, () => highest), ...iterative];
  return bases.map((base) => base + penalty);
}

/** A row of the Multifire table: base attack bonus `bab`, with Rapid Shot and/or Multishot. */
export function multifireAttackBonuses(bab: number, feats: RangedFeats = {}): number[] {
  return rangedFullAttackBonuses(bab, "multifire", feats);
}

/** A row of the Autofire table: base attack bonus `bab`, with Rapid Shot and/or Multishot. */
export function autofireAttackBonuses(bab: number, feats: RangedFeats = {}): number[] {
  return rangedFullAttackBonuses(bab, "autofire", feats);
}
