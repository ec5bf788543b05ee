import { SYSTEM_EXPIRY } from "../../../src/foundry-compat/effect-duration.ts";
import { createActor } from "../data/fixtures.ts";
import { V14 } from "../fakes/generation.ts";

/** The stored duration of an effect (v13 shape): `combat` is the Combat's id in the source. */
export interface EffectDurationSource {
  rounds?: number;
  startRound?: number;
  startTurn?: number;
  combat?: string | null;
}

/** v14's stored duration and start (v14 API: EffectDurationData, EffectStartData). */
export interface V14DurationSource {
  value?: number | null;
  units?: string;
  expiry?: string | null;
}
export interface V14StartSource {
  combat?: string | null;
  combatant?: string | null;
  round?: number | null;
  turn?: number | null;
  initiative?: number | null;
}

type EffectFlags = { swrpg?: { startCount?: number | null } };
interface EffectData {
  duration?: EffectDurationSource & V14DurationSource;
  start?: V14StartSource;
  flags?: EffectFlags;
}

const V13_DURATION_KEYS = ["rounds", "startRound", "startTurn", "combat", "seconds", "turns", "startTime"];
const V14_DURATION_KEYS = ["value", "units", "expiry", "expired"];

/** Only the keys the generation's schema has: a cleaned source drops the rest (DataModel#updateSource). */
function cleaned<T extends object>(data: T | undefined, keys: string[]): Partial<T> {
  return Object.fromEntries(Object.entries(data ?? {}).filter(([key]) => keys.includes(key))) as Partial<T>;
}

/**
 * An effect lasting `rounds` rounds, begun at `round`/`turn` of `combat`, in the shape of the generation
 * the stand-ins play: v13's `duration {rounds, startRound, startTurn, combat}`; v14's `duration {value,
 * units: "rounds", expiry}` with `start` (`expiry` the system's own unless given: what claimRoundExpiry
 * gives a round duration without one as the effect is created).
 */
export function roundsEffectData(given: {
  rounds: number;
  round: number;
  turn: number;
  combat: string;
  expiry?: string | null;
}): EffectData {
  if (!V14)
    return {
      duration: {
        rounds: given.rounds,
        startRound: given.round,
        startTurn: given.turn,
        combat: given.combat,
      },
    };
  return {
    duration: { value: given.rounds, units: "rounds", expiry: given.expiry ?? SYSTEM_EXPIRY },
    start: { combat: given.combat, round: given.round, turn: given.turn },
  };
}

/**
 * A stand-in for ActiveEffect (client/documents/active-effect.d.mts), as strict as core where the tracker
 * reads it: in v13 `duration.combat` is a ForeignDocumentField (common/data/fields.d.mts), so the prepared
 * value is the Combat document (or null), while `_source.duration.combat` keeps the id. In v14 the duration
 * is `{value, units, expiry}` and the start its own field (v14 API: EffectDurationData, EffectStartData);
 * each generation's schema drops the other's keys.
 */
export class FakeEffect {
  readonly _source: {
    duration: EffectDurationSource & V14DurationSource;
    start: V14StartSource;
    flags: EffectFlags;
  };
  constructor(
    readonly id: string,
    data: EffectData,
    readonly statuses: Set<string> = new Set(),
    public parent: unknown = null,
  ) {
    this._source = {
      duration: cleaned(structuredClone(data.duration), V14 ? V14_DURATION_KEYS : V13_DURATION_KEYS),
      start: V14 ? structuredClone(data.start ?? {}) : {},
      flags: structuredClone(data.flags ?? {}),
    };
  }
  get duration(): Omit<EffectDurationSource, "combat"> &
    V14DurationSource & { combat?: { id: string } | null } {
    const { combat, ...rest } = this._source.duration;
    if (V14) return rest;
    const world = (globalThis as unknown as { game: { combat?: { id: string } | null } }).game;
    const document = combat && world.combat?.id === combat ? world.combat : null;
    return { ...rest, combat: document };
  }
  get start(): V14StartSource | undefined {
    return V14 ? { ...this._source.start } : undefined;
  }
  get flags() {
    return this._source.flags;
  }
  /** DataModel#updateSource: merges what the generation's schema has. */
  updateSource(changes: EffectData): void {
    const keys = V14 ? V14_DURATION_KEYS : V13_DURATION_KEYS;
    Object.assign(this._source.duration, cleaned(changes.duration, keys));
    if (V14) Object.assign(this._source.start, changes.start ?? {});
    Object.assign(this._source.flags, changes.flags ?? {});
  }
  async update(changes: EffectData) {
    this.updateSource(changes);
  }
}

/** What the tracker reads and writes on an actor beyond the data-model fakes: flags and effects. */
export interface FighterExtras {
  effects: FakeEffect[];
  flags: Record<string, Record<string, unknown>>;
}

/**
 * An NPC built through the real data model: Dex, Con 12, Fort base 2; optionally Improved Initiative and
 * hurt to `wounds`. Effects and flags are added on the instance (the shared actor fake has neither).
 */
export async function fighter(
  name: string,
  dex: number,
  options: { improvedInitiative?: boolean; wounds?: number; statuses?: string[] } = {},
) {
  const actor = await createActor(
    {
      name,
      type: "npc",
      system: {
        abilities: { dex: { value: dex }, con: { value: 12 } },
        saves: { fortitude: { base: 2 }, reflex: { base: 0 }, will: { base: 0 } },
        wounds: { value: options.wounds ?? 12 },
      },
      items: options.improvedInitiative
        ? [{ name: "Improved Initiative", type: "feat", system: { key: "improvedInitiative", target: "" } }]
        : [],
    },
    options.statuses ?? [],
  );
  const extras: FighterExtras = { effects: [], flags: {} };
  Object.defineProperty(actor, "flags", {
    get: () => (actor._source as { flags?: Record<string, Record<string, unknown>> }).flags ?? {},
  });
  Object.assign(actor, {
    effects: extras.effects,
    deleteEmbeddedDocuments: async (_name: string, ids: string[]) => {
      const kept = extras.effects.filter((effect) => !ids.includes(effect.id));
      extras.effects.splice(0, extras.effects.length, ...kept);
    },
  });
  return Object.assign(actor, { extras });
}
