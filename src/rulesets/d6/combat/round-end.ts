import { d6 } from "../../../rules/index.ts";
import type { D6InjuryTimers } from "./injury-timers.ts";

/**
 * What the end of a round does to a D6 character, from his injury state and clocks (pure): the stun's −1D
 * counts down and a mortally wounded character counts the round and checks his 2D roll (d6.injuryTransition,
 * `roundEnd`); a knock-out's rounds run out and he wakes (`wake`); stuns that reached their half hour no
 * longer affect him (`stunExpired`). d6-combat.txt › the paragraphs after the Character Damage Chart.
 */
export interface D6RoundEnd {
  health: d6.Health;
  timers: D6InjuryTimers;
  /** The mortal wound's 2D roll killed him this round. */
  died: boolean;
  /** His knock-out ran out and he came to. */
  woke: boolean;
  stunsExpired: number;
}

export function roundEnd(health: d6.Health, timers: D6InjuryTimers, mortalRoll?: number): D6RoundEnd {
  let next = d6.injuryTransition(health, {
    type: "roundEnd",
    ...(mortalRoll === undefined ? {} : { mortallyWoundedRoll: mortalRoll }),
  });
  const died = health.wound !== "killed" && next.wound === "killed";
  let knockout = timers.knockout;
  let woke = false;
  if (knockout > 0) {
    knockout -= 1;
    if (knockout === 0) {
      next = d6.injuryTransition(next, { type: "wake" });
      woke = (health.unconscious ?? false) && !next.unconscious;
    }
  }
  const counted = timers.stunTimers.map((rounds) => rounds - 1);
  const stunTimers = counted.filter((rounds) => rounds > 0);
  const stunsExpired = counted.length - stunTimers.length;
  if (stunsExpired) next = d6.injuryTransition(next, { type: "stunExpired", count: stunsExpired });
  return { health: next, timers: { knockout, stunTimers }, died, woke, stunsExpired };
}
