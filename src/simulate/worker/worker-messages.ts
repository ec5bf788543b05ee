import type { EncounterOdds } from "../odds.ts";
import type { RcrCombatant } from "../rcr/rcr-combatant.ts";
import type { Encounter } from "../ruleset.ts";

/** What the page posts to the simulator's Web Worker. */
export interface SimulateRequest {
  encounter: Encounter<RcrCombatant>;
  fights: number;
  seed: number;
}

/** What the worker posts back: progress (0..1) along the way, then the odds or an error. */
export type SimulateReply =
  | { type: "progress"; done: number }
  | { type: "done"; odds: EncounterOdds }
  | { type: "error"; message: string };
