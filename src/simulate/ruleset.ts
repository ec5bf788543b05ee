import type { Random } from "./random.ts";

/**
 * The seam between the simulator's driver and a ruleset's engine. The driver runs many fights and
 * counts; a ruleset knows what a combatant is and how one fight goes under its rules: RCR
 * (`rcr/rcr-ruleset.ts`), Saga Edition (`saga/saga-ruleset.ts`) and D6 (`d6/d6-ruleset.ts`). `prepare`
 * trusts nothing: it refuses a record the fights cannot use, naming the combatant and the field.
 */

/** One side of an encounter. */
export interface Side<Combatant> {
  name: string;
  combatants: readonly Combatant[];
}

/** What the driver takes: two or more sides, and the situation the fight starts in. */
export interface Encounter<Combatant> {
  sides: readonly Side<Combatant>[];
  /** Meters between the sides when the fight starts; default `DEFAULT_DISTANCE`. */
  distance?: number;
  /** The ruleset's optional rules that change the fights (Saga's variant, D6's Wild Die), each on or off. */
  options?: Readonly<Record<string, boolean>>;
}

/** Meters between the sides when an encounter does not say. */
export const DEFAULT_DISTANCE = 12;

/** A fight that has not ended by then is counted as a draw (a side that cannot hurt the other). */
export const MAX_ROUNDS = 50;

/**
 * What one fight leaves behind. The ruleset writes into this record (the driver reuses it between
 * fights, so a fight allocates nothing for its result).
 */
export interface FightOutcome {
  /** Index of the winning side; -1 for a draw (no side left standing, or `MAX_ROUNDS` reached). */
  winner: number;
  /** Rounds played, the surprise round included. */
  rounds: number;
  /** By combatant index (sides in order, combatants in order): 1 if it dropped during the fight. */
  dropped: Uint8Array;
  /** By combatant index: 1 if it was dead once the fight and the dying that followed were over. */
  dead: Uint8Array;
}

/** A ruleset's simulator. `Prepared` is whatever it computes once per encounter to make fights fast. */
export interface SimulationRuleset<Combatant, Prepared> {
  /** "rcr", "saga" or "d6". */
  id: string;
  /** Display name of a combatant. */
  nameOf(combatant: Combatant): string;
  /** Everything that does not change between fights; throws an Error naming the problem when it can't. */
  prepare(encounter: Encounter<Combatant>): Prepared;
  /** Plays one fight with these dice and writes its outcome. */
  fight(prepared: Prepared, random: Random, outcome: FightOutcome): void;
  /** Whether anyone can hurt a foe at all (false: every fight is a draw; the command warns). */
  threatens(prepared: Prepared): boolean;
}
