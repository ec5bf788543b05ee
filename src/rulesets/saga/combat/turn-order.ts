import { saga } from "../../../rules/index.ts";

/**
 * Saga's turn order as the tracker sorts it: the highest initiative first; a place set by a delay or a
 * readied action orders those sharing a count; other ties go to the higher Initiative modifier, then the
 * higher Dexterity (saga-variant-character-combat.txt › Initiative Order, the one variant rule a core world
 * uses: the special text gives no tie rule). Combatants who have not rolled come last.
 */
export interface SagaTurnEntry {
  id: string;
  initiative: number | null;
  initiativeModifier: number;
  dexterity: number;
  place?: number | null;
}

export function compareSagaTurns(a: SagaTurnEntry, b: SagaTurnEntry): number {
  if (a.initiative === null || b.initiative === null) {
    if (a.initiative === b.initiative) return 0;
    return a.initiative === null ? 1 : -1;
  }
  if (a.initiative === b.initiative && a.place != null && b.place != null && a.place !== b.place)
    return a.place - b.place;
  const order = saga.initiativeOrder([
    { ...a, initiative: a.initiative },
    { ...b, initiative: b.initiative },
  ]);
  if (order[0] === a.id && order[1] === b.id) return sameRank(a, b) ? 0 : -1;
  return 1;
}

/** Nothing the rules compare tells the two apart (the tracker's id order settles it). */
function sameRank(a: SagaTurnEntry, b: SagaTurnEntry): boolean {
  return (
    a.initiative === b.initiative &&
    a.initiativeModifier === b.initiativeModifier &&
    a.dexterity === b.dexterity
  );
}

/**
 * Whether an effect lasting rounds ends as `turnOf`'s turn starts in `round`: just before the turn of the
 * combatant on whose turn it began, that many rounds later (saga.effectEnds).
 */
export function effectEndsNow(
  effect: { startRound: number; startedOnTurnOf: string; rounds: number },
  now: { round: number; turnOf: string },
): boolean {
  const end = saga.effectEnds({
    round: effect.startRound,
    turnOf: effect.startedOnTurnOf,
    rounds: effect.rounds,
  });
  return now.turnOf === end.beforeTurnOf && now.round >= end.round;
}
