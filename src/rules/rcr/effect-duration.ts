/**
 * Effects that last a number of rounds end just before the initiative count on which they began, in the
 * round that many rounds later. rcr-combat.txt › The Combat Round.
 */
export interface RoundDuration {
  /** Combat round in which the effect began. */
  startRound: number;
  /** Initiative count on which it began; null when it began before anyone's count (e.g. before combat). */
  startCount: number | null;
  /** Length in rounds. */
  rounds: number;
}

/** The round and count of the turn that is starting. */
export interface CombatMoment {
  round: number;
  /** The acting combatant's count; null when it has not rolled initiative. */
  count: number | null;
}

/** True once the effect has run out at `now`. */
export function effectExpired(effect: RoundDuration, now: CombatMoment): boolean {
  const endRound = effect.startRound + effect.rounds;
  if (now.round !== endRound) return now.round > endRound;
  if (effect.startCount === null || now.count === null) return true;
  return now.count <= effect.startCount;
}
