import { type ReadiedAction, readyLapses } from "./delay-ready.ts";
import type { WoundCondition } from "./types.ts";

/**
 * The tracker's bookkeeping for one combatant, as plain decisions over plain state.
 * rcr-combat.txt › Combat Sequence, Flat-Footed, The Surprise Round, Knocked Out, Disabled, Dying,
 * Recovering without Help, Initiative Consequences of Readying.
 */
export interface CombatantState {
  condition: WoundCondition;
  knockedOut: boolean;
  /** Dying but stabilized. */
  stable: boolean;
  /** A stable character who has come to (acts as if disabled); ignored unless stable. */
  conscious?: boolean;
}

/**
 * What the combatant can do this turn: "full"; "single" (one move or attack action: disabled, or stable
 * and conscious); or why it cannot act at all.
 */
export type ActingStatus = "full" | "single" | "knockedOut" | "dying" | "unconscious" | "dead";

export function actingStatus(state: CombatantState): ActingStatus {
  if (state.condition === "dead") return "dead";
  if (state.condition === "dying") {
    if (!state.stable) return "dying";
    if (!state.conscious) return "unconscious";
  }
  if (state.knockedOut) return "knockedOut";
  return state.condition === "dying" || state.condition === "disabled" ? "single" : "full";
}

/** Whether the combatant can take any action. */
export function canAct(state: CombatantState): boolean {
  const status = actingStatus(state);
  return status === "full" || status === "single";
}

/** The situation when a combatant's turn starts. */
export interface TurnStartInput extends CombatantState {
  round: number;
  /** This round is the surprise round (only aware combatants have turns in it). */
  surpriseRound: boolean;
  /** The combatant has had no turn yet in this combat (so it is still flat-footed). */
  firstTurn: boolean;
  /** The combatant's readied action, if one is waiting. */
  ready: ReadiedAction | null;
  id: string;
}

/** What the tracker does as the turn starts. */
export interface TurnStartDuties {
  acting: ActingStatus;
  /** Roll the dying character's Fortitude save (DC 10) and apply `dyingCheck`. */
  dyingSave: boolean;
  /** Remind the player that an attack action costs 1 wound point. */
  attackCostsWound: boolean;
  /** Acting ends flat-footedness. A combatant that cannot act stays flat-footed. */
  clearFlatFooted: boolean;
  /** An unused readied action is lost now. */
  readyLapses: boolean;
  /** Only a single attack or move action this turn (surprise round, or disabled). */
  singleAction: boolean;
}

export function turnStartDuties(input: TurnStartInput): TurnStartDuties {
  const acting = actingStatus(input);
  const able = acting === "full" || acting === "single";
  return {
    acting,
    dyingSave: acting === "dying",
    attackCostsWound: acting === "single",
    clearFlatFooted: able && input.firstTurn,
    readyLapses: input.ready !== null && readyLapses(input.ready, { round: input.round, turnOf: input.id }),
    singleAction: able && (input.surpriseRound || acting === "single"),
  };
}
