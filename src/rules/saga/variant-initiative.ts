/** One combatant's initiative as the variant's tie rules see it. */
export interface SagaInitiativeEntry {
  id: string;
  initiative: number;
  initiativeModifier: number;
  /** The score, not the modifier. */
  dexterity: number;
  /** The extra Initiative check rolled to break a remaining tie. */
  tieBreak?: number;
}

/** A missing extra check sorts below any rolled one. */
const NO_TIE_BREAK = Number.MIN_SAFE_INTEGER;

/**
 * The initiative order, highest first. saga-variant-character-combat.txt › Initiative Order: ties go to the
 * higher Initiative modifier, then the higher Dexterity score, then an extra check (`tieBreak`; none counts as
 * lowest); still tied, the given order.
 */
export function initiativeOrder(entries: readonly SagaInitiativeEntry[]): string[] {
  return [...entries]
    .sort(
      (a, b) =>
        b.initiative - a.initiative ||
        b.initiativeModifier - a.initiativeModifier ||
        b.dexterity - a.dexterity ||
        (b.tieBreak ?? NO_TIE_BREAK) - (a.tieBreak ?? NO_TIE_BREAK),
    )
    .map((entry) => entry.id);
}

/**
 * saga-variant-character-combat.txt › Initiative Order: one check for a group of opponents, d20 + the lowest
 * Initiative modifier among them (no modifiers: the bare d20, not in the texts).
 */
export function groupInitiative(d20: number, modifiers: readonly number[]): number {
  return modifiers.length === 0 ? d20 : d20 + Math.min(...modifiers);
}

/**
 * saga-variant-character-combat.txt › Combat Sequence: a surprise round occurs when some combatants are
 * unaware; the aware act in it, the unaware start flat-footed. Both lists are empty when there is none.
 */
export function surpriseRound(combatants: readonly { id: string; aware: boolean }[]): {
  occurs: boolean;
  actors: string[];
  flatFooted: string[];
} {
  const flatFooted = combatants.filter((c) => !c.aware).map((c) => c.id);
  const occurs = flatFooted.length > 0;
  return { occurs, actors: occurs ? combatants.filter((c) => c.aware).map((c) => c.id) : [], flatFooted };
}

/**
 * saga-variant-character-combat.txt › Combat Rounds: an effect lasting N rounds ends just before the same
 * combatant's turn N rounds later.
 */
export function effectEnds(input: { round: number; turnOf: string; rounds: number }): {
  round: number;
  beforeTurnOf: string;
} {
  return { round: input.round + input.rounds, beforeTurnOf: input.turnOf };
}
