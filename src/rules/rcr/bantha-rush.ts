import type { Situational } from "./compose.ts";
import {
  beats,
  type CheckResult,
  canManeuverAgainst,
  check,
  maneuverSizeModifier,
  STABILITY_BONUS,
} from "./opposed-check.ts";
import { type SpeedFeat, speedFeatBanthaRushBonus } from "./speed-feats.ts";
import type { BonusPart, Size } from "./types.ts";

/**
 * Bantha rush: push an opponent straight back instead of dealing damage.
 * rcr-combat.txt › Bantha Rush (Initiating a Bantha Rush, Bantha Rush Results, Bantha Rushing and Hazards);
 * rcr-additional-combat-rules.txt › Burst of Speed in Action › Special Attacks (a speeding character's
 * collision is a bantha rush with +4/+8/+12).
 */

/** The +2 charge bonus on the rusher's Strength check. */
export const BANTHA_RUSH_CHARGE_BONUS = 2;
/** The push when the rusher wins. */
export const BANTHA_RUSH_PUSH_METERS = 2;
/** Points of margin per extra meter of push when the rusher moves with the defender. */
export const BANTHA_RUSH_POINTS_PER_METER = 3;

/** The rusher. */
export interface BanthaRusher {
  d20: number;
  /** Strength modifier. */
  strength: number;
  size: Size;
  /** The rush is part of a charge: +2. */
  charging?: boolean;
  /** A speeding character colliding (rcr-additional-combat-rules.txt): +4, +8 or +12. */
  speedFeat?: SpeedFeat;
  situational?: Situational;
}

/** The defender. */
export interface BanthaRushDefender {
  d20: number;
  /** Strength modifier. */
  strength: number;
  size: Size;
  /** More than two legs or otherwise exceptionally stable: +4. */
  stable?: boolean;
  situational?: Situational;
}

/** What `banthaRush` takes. */
export interface BanthaRushInput {
  rusher: BanthaRusher;
  defender: BanthaRushDefender;
  /** The rusher moves with the defender to push farther. */
  follow?: boolean;
  /** Meters the rusher may still move after entering the defender's space (its normal movement limit). */
  movementLeft?: number;
  /** The space the rusher came from is now occupied: a losing rusher falls prone there. */
  returnSpaceOccupied?: boolean;
}

/** Why a bantha rush is refused. */
export type BanthaRushRefusal = "tooLarge";

/** The outcome of a bantha rush. */
export type BanthaRushResult =
  | { ok: false; refused: BanthaRushRefusal }
  | {
      ok: true;
      /** The rusher must beat the defender's check: a tie goes to the defender. */
      winner: "rusher" | "defender";
      rusher: CheckResult;
      defender: CheckResult;
      /** Rusher's total minus the defender's. */
      margin: number;
      /** How far the defender is pushed straight back. */
      pushedMeters: number;
      /** The push in whole 2 m squares. */
      pushedSquares: number;
      /** How far the rusher moves on with the defender (0 unless following a win). */
      rusherFollowsMeters: number;
      /** The losing rusher moves 2 m straight back. */
      rusherMovesBackMeters: number;
      /** The losing rusher's former space is occupied: prone there. */
      rusherProne: boolean;
      /** Who may take attacks of opportunity: everyone threatening the rusher, or only the target of a collision. */
      provokesFrom: "threatening" | "target";
    };

/**
 * Opposed Strength checks: the rusher adds +4 per size category above Medium-size (-4 per category below),
 * +2 when charging and the speed feat's bonus; the defender adds +4 when stable. The text gives the size
 * modifier to the rusher only ("you add"), and the engine follows it. The rusher must beat the defender: a
 * tie fails. Winning pushes the defender 2 m; following, 1 m more per full 3 points of margin, within the
 * rusher's movement. Losing sends the rusher 2 m back, prone if that space is occupied.
 */
export function banthaRush(input: BanthaRushInput): BanthaRushResult {
  const { rusher, defender } = input;
  if (!canManeuverAgainst(rusher.size, defender.size)) return { ok: false, refused: "tooLarge" };
  const rusherParts: BonusPart[] = [
    { label: "strength", value: rusher.strength },
    { label: "size", value: maneuverSizeModifier(rusher.size) },
    { label: "charge", value: rusher.charging ? BANTHA_RUSH_CHARGE_BONUS : 0 },
    { label: "speedFeat", value: rusher.speedFeat ? speedFeatBanthaRushBonus(rusher.speedFeat) : 0 },
  ];
  const defenderParts: BonusPart[] = [
    { label: "strength", value: defender.strength },
    { label: "stability", value: defender.stable ? STABILITY_BONUS : 0 },
  ];
  const rusherCheck = check(rusher.d20, rusherParts, rusher.situational);
  const defenderCheck = check(defender.d20, defenderParts, defender.situational);
  const won = beats(rusherCheck, defenderCheck);
  const margin = rusherCheck.total - defenderCheck.total;
  let pushedMeters = 0;
  let rusherFollowsMeters = 0;
  if (won) {
    pushedMeters = BANTHA_RUSH_PUSH_METERS;
    if (input.follow) {
      const extra = Math.floor(margin / BANTHA_RUSH_POINTS_PER_METER);
      const limit = input.movementLeft ?? Number.POSITIVE_INFINITY;
      pushedMeters += Math.max(0, Math.min(extra, limit - BANTHA_RUSH_PUSH_METERS));
      rusherFollowsMeters = Math.max(0, Math.min(pushedMeters, limit));
    }
  }
  return {
    ok: true,
    winner: won ? "rusher" : "defender",
    rusher: rusherCheck,
    defender: defenderCheck,
    margin,
    pushedMeters,
    pushedSquares: Math.floor(pushedMeters / 2),
    rusherFollowsMeters,
    rusherMovesBackMeters: won ? 0 : BANTHA_RUSH_PUSH_METERS,
    rusherProne: !won && input.returnSpaceOccupied === true,
    provokesFrom: rusher.speedFeat ? "target" : "threatening",
  };
}
