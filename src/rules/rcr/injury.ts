import { dyingCheck, type StabilizeMethod, stabilizeWithHelp } from "./dying.ts";
import type { WoundCondition } from "./types.ts";
import { woundCondition } from "./wound-condition.ts";

/**
 * A character's injury state beyond wound points: knocked out, stable, conscious, recovering.
 * `condition` always equals `woundCondition(wounds, woundsMax)`.
 * rcr-combat.txt › Injury and Death; Recovering without Help; Recovering with Help.
 */
export interface InjuryState {
  wounds: number;
  /** Constitution score. */
  woundsMax: number;
  condition: WoundCondition;
  /** Rounds left knocked out (0: not knocked out). */
  knockedOutRounds: number;
  /** Dying but stabilized: no longer loses a wound point every round. */
  stable: boolean;
  /** Stabilized with help (tended): wakes on a 10% roll each hour instead of an hourly save. */
  tended: boolean;
  /** Natural recovery has begun: no longer loses wound points while negative. */
  recovering: boolean;
  conscious: boolean;
}

/** What can happen to an injured character. Every die result is an input. */
export type InjuryEvent =
  /** Damage or healing changed wound points (or Constitution changed the maximum). */
  | { type: "wounds"; wounds: number; woundsMax?: number }
  /** The Fortitude save after wound damage (DC 5 + wounds lost this round): a failure knocks out for 1d4 rounds. */
  | { type: "woundSave"; fortitudeTotal: number; dc: number; d4: number }
  /** A round ends: a knocked-out character counts down. */
  | { type: "roundEnd" }
  /** Help (Treat Injury) wakes a knocked-out character. */
  | { type: "revive" }
  /** A dying character's Fortitude save this round (DC 10). */
  | { type: "dyingSave"; fortitudeTotal: number }
  /** A helper tries to stabilize a dying character. */
  | { type: "stabilize"; method: StabilizeMethod; checkTotal: number }
  /** An unaided stable, unconscious character's hourly Fortitude save (DC 10, see `STABLE_HOURLY_DC`). */
  | { type: "hourlySave"; fortitudeTotal: number }
  /** A tended stable, unconscious character's hourly d% roll: 10% to wake. */
  | { type: "hourlyWake"; d100: number }
  /** An unaided, stable, conscious character at 0 or fewer wounds: daily d%, 10% to start recovering. */
  | { type: "dailyRecovery"; d100: number }
  /** A character at 0 or fewer wounds takes an attack action: it costs 1 wound point. */
  | { type: "strenuousAction" };

/**
 * DC of the stable character's hourly Fortitude save to wake. The text names no DC; this engine uses the
 * dying save's DC 10.
 */
export const STABLE_HOURLY_DC = 10;

/** A fresh state for a character with these wound points. */
export function createInjuryState(wounds: number, woundsMax: number): InjuryState {
  const condition = woundCondition(wounds, woundsMax);
  return {
    wounds,
    woundsMax,
    condition,
    knockedOutRounds: 0,
    stable: false,
    tended: false,
    recovering: false,
    conscious: condition !== "dying" && condition !== "dead",
  };
}

/** Wound points change by damage (`fresh`) or by a loss the stable state allows for (hourly/daily). */
function withWounds(state: InjuryState, wounds: number, woundsMax: number, fresh: boolean): InjuryState {
  const condition = woundCondition(wounds, woundsMax);
  if (condition === "dead") {
    return { ...state, wounds, woundsMax, condition, knockedOutRounds: 0, stable: false, conscious: false };
  }
  if (wounds >= 0) {
    // Out of danger: stability and recovery no longer matter; awake unless knocked out.
    return {
      ...state,
      wounds,
      woundsMax,
      condition,
      stable: false,
      tended: false,
      recovering: false,
      conscious: state.knockedOutRounds === 0,
    };
  }
  if (fresh && wounds < state.wounds) {
    // New wound loss while at negative wounds: dying (again), unconscious. rcr-combat.txt › Dying.
    return {
      ...state,
      wounds,
      woundsMax,
      condition,
      knockedOutRounds: 0,
      stable: false,
      tended: false,
      recovering: false,
      conscious: false,
    };
  }
  return { ...state, wounds, woundsMax, condition };
}

/**
 * The injury state machine: one event in, the next state out (pure; the input is not changed).
 * Events that do not apply to the current state return it unchanged.
 */
export function injuryTransition(state: InjuryState, event: InjuryEvent): InjuryState {
  if (event.type === "wounds")
    return withWounds(state, event.wounds, event.woundsMax ?? state.woundsMax, true);
  if (state.condition === "dead") return state;
  const dying = state.wounds < 0;
  switch (event.type) {
    case "woundSave":
      // rcr-combat.txt › Knocked Out: 1d4 rounds; not helpless. A dying character is already unconscious.
      if (dying || event.fortitudeTotal >= event.dc) return state;
      return { ...state, knockedOutRounds: Math.max(1, event.d4), conscious: false };
    case "roundEnd":
      if (state.knockedOutRounds === 0) return state;
      return state.knockedOutRounds === 1
        ? { ...state, knockedOutRounds: 0, conscious: !dying }
        : { ...state, knockedOutRounds: state.knockedOutRounds - 1 };
    case "revive":
      if (state.knockedOutRounds === 0) return state;
      return { ...state, knockedOutRounds: 0, conscious: !dying };
    case "dyingSave": {
      // rcr-combat.txt › Recovering without Help: DC 10, success stable, failure -1 wound.
      if (!dying || state.stable) return state;
      const result = dyingCheck({ wounds: state.wounds, fortitudeTotal: event.fortitudeTotal });
      const next = withWounds(state, result.wounds, state.woundsMax, false);
      return result.stable ? { ...next, stable: true } : next;
    }
    case "stabilize":
      // rcr-combat.txt › Recovering with Help.
      if (!dying || state.stable || !stabilizeWithHelp(event.method, event.checkTotal)) return state;
      return { ...state, stable: true, tended: true };
    case "hourlySave":
      if (!dying || !state.stable || state.tended || state.conscious) return state;
      return event.fortitudeTotal >= STABLE_HOURLY_DC
        ? { ...state, conscious: true }
        : withWounds(state, state.wounds - 1, state.woundsMax, false);
    case "hourlyWake":
      if (!dying || !state.stable || !state.tended || state.conscious) return state;
      return event.d100 <= 10 ? { ...state, conscious: true } : state;
    case "dailyRecovery": {
      if (state.wounds > 0 || !state.conscious || state.tended || state.recovering) return state;
      if (event.d100 <= 10) return { ...state, recovering: true };
      // The slow loss of a stable character: he stays stable and conscious.
      const next = withWounds(state, state.wounds - 1, state.woundsMax, false);
      return next.condition === "dead" ? next : { ...next, stable: true };
    }
    case "strenuousAction":
      // rcr-combat.txt › Disabled: an attack action costs 1 wound point.
      if (state.wounds > 0 || !state.conscious) return state;
      return withWounds(state, state.wounds - 1, state.woundsMax, true);
  }
}

/** What an injury state allows, for sheets and the combat tracker. */
export interface InjuryEffects {
  /** Fatigued (any wound points lost): -2 Strength and Dexterity until healed. */
  abilityPenalty: number;
  canRun: boolean;
  canCharge: boolean;
  /** "full": normal; "single": one move or attack action a round; "none": no actions. */
  actions: "full" | "single" | "none";
  /** An attack action costs 1 wound point (disabled). */
  attackCostsWound: boolean;
  /** Unconscious from dying (not merely knocked out): helpless, open to a coup de grace. */
  helpless: boolean;
  /** Dying and not stable: loses 1 wound point a round unless the dying save succeeds. */
  dyingSaveEachRound: boolean;
}

/**
 * rcr-combat.txt › Fatigued, Knocked Out (not helpless), Disabled, Dying, Dead; Recovering without Help
 * (a stable, conscious character acts as if disabled). `fatiguedOtherwise`: fatigued by something other
 * than lost wound points (a fatigued status the GM set), with the same effects.
 */
export function injuryEffects(state: InjuryState, fatiguedOtherwise = false): InjuryEffects {
  const fatigued = fatiguedOtherwise || state.wounds < state.woundsMax;
  const awake = state.conscious && state.condition !== "dead";
  const limited = state.wounds <= 0;
  return {
    abilityPenalty: fatigued ? -2 : 0,
    canRun: awake && !fatigued,
    canCharge: awake && !fatigued,
    actions: !awake ? "none" : limited ? "single" : "full",
    attackCostsWound: awake && limited,
    helpless: !state.conscious && state.knockedOutRounds === 0,
    dyingSaveEachRound: state.condition === "dying" && !state.stable,
  };
}

/**
 * Whether wound points come back by natural healing now: above 0, or once tended, or once an unaided
 * character has started recovering. rcr-combat.txt › Recovering without Help, Recovering with Help.
 */
export function healsNaturally(state: InjuryState): boolean {
  return state.condition !== "dead" && (state.wounds > 0 || state.tended || state.recovering);
}
