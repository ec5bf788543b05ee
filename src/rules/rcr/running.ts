/**
 * Running. rcr-combat.txt › Run: a full-round action (no 2-meter step), up to four times speed in a
 * straight line, no Dexterity bonus to Defense while running. Constitution-score rounds without trouble,
 * then a Constitution check each round, DC 10 +1 per earlier check. Failing, or stopping after more
 * rounds than the Constitution score, means resting 1 minute (10 rounds), moving no more than speed.
 * rcr-combat.txt › Fatigued: a fatigued character cannot run.
 */

export const RUN_MULTIPLIER = 4;
export const RUN_CHECK_BASE_DC = 10;
export const RUN_REST_ROUNDS = 10;

/** Meters a run covers in one round. */
export function runDistance(speed: number): number {
  return RUN_MULTIPLIER * speed;
}

/** What one more round of running takes. */
export interface RunRound {
  /** False when fatigued or still resting. */
  allowed: boolean;
  /** Constitution check DC for this round, or null when no check is needed. */
  checkDC: number | null;
  /** The runner loses the Dexterity bonus to Defense. */
  losesDexBonus: true;
  maxDistance: number;
}

/**
 * One more round of running, after `roundsRun` rounds already run in a row (of which `checksMade` needed a
 * check). `restRoundsLeft` > 0 or `fatigued` forbids it.
 */
export function runRound(input: {
  speed: number;
  constitution: number;
  roundsRun: number;
  checksMade?: number;
  restRoundsLeft?: number;
  fatigued?: boolean;
}): RunRound {
  const allowed = !input.fatigued && (input.restRoundsLeft ?? 0) <= 0;
  const needsCheck = input.roundsRun + 1 > input.constitution;
  return {
    allowed,
    checkDC: needsCheck ? RUN_CHECK_BASE_DC + (input.checksMade ?? 0) : null,
    losesDexBonus: true,
    maxDistance: runDistance(input.speed),
  };
}

/**
 * Rest owed when a run ends: 10 rounds after a failed check or after running more rounds than the
 * Constitution score, otherwise none. During the rest the character moves no more than speed.
 */
export function restAfterRun(input: {
  constitution: number;
  roundsRun: number;
  failedCheck?: boolean;
}): number {
  return input.failedCheck || input.roundsRun > input.constitution ? RUN_REST_ROUNDS : 0;
}
