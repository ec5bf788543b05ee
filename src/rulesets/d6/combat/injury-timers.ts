import { isRecord } from "../../../data/plain-data.ts";

/**
 * The injury clocks the tracker counts down, kept on the actor under `flags.swrpg` in rounds
 * (d6.minutesInRounds): how long he stays knocked out (the rolled 2D or 10D minutes), and each stun still
 * affecting him (half an hour each: d6-combat.txt › Character Damage Chart).
 */
export interface D6InjuryTimers {
  /** Rounds left knocked out; 0: none counted (not knocked out, or until healed). */
  knockout: number;
  /** Rounds left of each stun. */
  stunTimers: number[];
}

const wholeNonNegative = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 0;

/** The actor's clocks (a hand-edited or missing flag reads as none). */
export function injuryTimers(actor: Actor.Implementation): D6InjuryTimers {
  const flags: unknown = actor.flags.swrpg;
  const own = isRecord(flags) ? flags : {};
  const knockout = wholeNonNegative(own.d6Knockout) ? own.d6Knockout : 0;
  const stored = Array.isArray(own.d6StunTimers) ? own.d6StunTimers : [];
  return { knockout, stunTimers: stored.filter(wholeNonNegative) };
}

/** The actor update that writes the clocks. */
export function timersUpdate(timers: D6InjuryTimers): Record<string, unknown> {
  return { "flags.swrpg.d6Knockout": timers.knockout, "flags.swrpg.d6StunTimers": timers.stunTimers };
}
