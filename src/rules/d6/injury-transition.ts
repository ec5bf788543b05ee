import { type DifficultyLevel, meetsDifficulty } from "./difficulty.ts";
import type { Health } from "./health.ts";
import { mortallyWoundedCheck } from "./injury-effects.ts";

/** What happens to an injured character between hits. */
export type InjuryEvent =
  /** The stun penalty counts down; a mortally wounded character counts the round, then checks the 2D. */
  | { type: "roundEnd"; mortallyWoundedRoll?: number }
  /** A minute's rest: no stun affects him any more. */
  | { type: "rest" }
  /** That many stuns (default 1) reached their half hour. */
  | { type: "stunExpired"; count?: number }
  /** The rolled knock-out time ran out (a mortally wounded character stays unconscious). */
  | { type: "wake" }
  /** A first aid total, with a medpac or bacta tank or not; `difficulty` when the GM gives a number. */
  | { type: "firstAid"; total: number; medpacOrBacta?: boolean; difficulty?: number }
  /** An hour after stabilizing with no medpac or bacta tank: he dies. */
  | { type: "treatmentWindowLapsed" };

/**
 * The next state of a character's injuries after an event. Killed is final.
 * d6-combat.txt › the paragraphs after the Character Damage Chart.
 */
export function injuryTransition(target: Health, event: InjuryEvent): Health {
  const health: Health = { ...target };
  if (health.wound === "killed") return health;
  switch (event.type) {
    case "roundEnd":
      return roundEnd(health, event.mortallyWoundedRoll);
    case "rest":
      health.stuns = 0;
      return health;
    case "stunExpired":
      health.stuns = Math.max(0, (health.stuns ?? 0) - (event.count ?? 1));
      return health;
    case "wake":
      if (health.wound !== "mortallyWounded") health.unconscious = false;
      return health;
    case "firstAid":
      return firstAid(health, event);
    case "treatmentWindowLapsed":
      if (health.wound === "mortallyWounded" && health.stabilized && !health.treated) health.wound = "killed";
      return health;
  }
}

// The stun's −1D lasts this round and the next; a mortally wounded character rolls 2D at each round's end.
function roundEnd(health: Health, roll: number | undefined): Health {
  health.stunRounds = Math.max(0, (health.stunRounds ?? 0) - 1);
  if (health.wound !== "mortallyWounded" || health.stabilized) return health;
  const rounds = (health.mortallyWoundedRounds ?? 0) + 1;
  health.mortallyWoundedRounds = rounds;
  // No roll given: the round is counted and nothing is checked.
  if (mortallyWoundedCheck({ roll: roll ?? Number.POSITIVE_INFINITY, rounds }).dead) health.wound = "killed";
  return health;
}

// Easy revives a character knocked out below incapacitated; Moderate revives an incapacitated one (awake
// but groggy), stabilizes a mortally wounded one, and with a medpac or bacta tank treats a stabilized one.
function firstAid(health: Health, event: { total: number; medpacOrBacta?: boolean; difficulty?: number }) {
  const meets = (level: DifficultyLevel) =>
    event.difficulty === undefined ? meetsDifficulty(event.total, level) : event.total >= event.difficulty;
  if (health.wound === "mortallyWounded") {
    if (!health.stabilized) {
      if (meets("moderate")) health.stabilized = true;
    } else if (event.medpacOrBacta && meets("moderate")) health.treated = true;
    return health;
  }
  if (!health.unconscious) return health;
  if (meets(health.wound === "incapacitated" ? "moderate" : "easy")) health.unconscious = false;
  return health;
}
