/**
 * An effect's duration in combat rounds, read from either Foundry shape:
 * - v13 (client/documents/active-effect.d.mts): `duration {rounds, startRound, startTurn, combat}`, where
 *   `combat` is a ForeignDocumentField: prepared, it is the Combat document; in `_source`, its id.
 * - v14: `duration {value, units: "rounds", expiry}` with `start {combat, round, turn, initiative}`.
 * Returns null when the effect has no duration in rounds.
 */
import { isRecord } from "../data/plain-data.ts";
export interface RoundDurationSource {
  rounds: number;
  startRound: number | null;
  startTurn: number | null;
  combatId: string | null;
}

type Loose = Record<string, unknown>;

function record(value: unknown): Loose {
  return isRecord(value) ? value : {};
}

/** A combat reference as an id: the id itself, or the document it was resolved to. */
function idOf(value: unknown): string | null {
  if (typeof value === "string") return value || null;
  const id = record(value).id;
  return typeof id === "string" ? id : null;
}

const numberOrNull = (value: unknown): number | null => (typeof value === "number" ? value : null);

export function roundDurationSource(effect: {
  duration?: unknown;
  _source?: unknown;
}): RoundDurationSource | null {
  const prepared = record(effect.duration);
  const source = record(record(effect._source).duration);
  const start = record(record(effect._source).start ?? (effect as Loose).start);
  if (prepared.units === "rounds" || source.units === "rounds") {
    const rounds = numberOrNull(source.value ?? prepared.value);
    if (!rounds) return null;
    return {
      rounds,
      startRound: numberOrNull(start.round),
      startTurn: numberOrNull(start.turn),
      combatId: idOf(start.combat),
    };
  }
  const rounds = numberOrNull(prepared.rounds ?? source.rounds);
  if (!rounds) return null;
  return {
    rounds,
    startRound: numberOrNull(prepared.startRound ?? source.startRound),
    startTurn: numberOrNull(prepared.startTurn ?? source.startTurn),
    combatId: idOf(source.combat ?? prepared.combat),
  };
}
