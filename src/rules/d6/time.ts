/**
 * Time in combat: a round is five seconds (D6 core, not in the text), so the text's minutes and half hours
 * (2D minutes knocked out, a stun affecting him for half an hour) are counted in rounds by the tracker.
 */
export const ROUND_SECONDS = 5;

/** d6-combat.txt › Character Damage Chart: a stun still "affects" him for half an hour unless he rests. */
export const STUN_AFFECTS_MINUTES = 30;

/** The rounds a span of minutes lasts, rounded up to a whole round: 1 minute is 12 rounds. */
export function minutesInRounds(minutes: number): number {
  return Math.ceil((Math.max(0, minutes) * 60) / ROUND_SECONDS);
}
