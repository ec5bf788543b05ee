import { createActor } from "../data/fixtures.ts";

/** The stored duration of an effect (v13 shape): `combat` is the Combat's id in the source. */
export interface EffectDurationSource {
  rounds?: number;
  startRound?: number;
  startTurn?: number;
  combat?: string | null;
}

/**
 * A stand-in for ActiveEffect (client/documents/active-effect.d.mts), as strict as core where the tracker
 * reads it: `duration.combat` is a ForeignDocumentField (common/data/fields.d.mts), so the prepared value is
 * the Combat document (or null), while `_source.duration.combat` keeps the id.
 */
export class FakeEffect {
  readonly _source: { duration: EffectDurationSource; flags: { swrpg?: { startCount?: number | null } } };
  constructor(
    readonly id: string,
    data: { duration?: EffectDurationSource; flags?: { swrpg?: { startCount?: number | null } } },
    readonly statuses: Set<string> = new Set(),
    public parent: unknown = null,
  ) {
    this._source = {
      duration: structuredClone(data.duration ?? {}),
      flags: structuredClone(data.flags ?? {}),
    };
  }
  get duration(): Omit<EffectDurationSource, "combat"> & { combat: { id: string } | null } {
    const { combat, ...rest } = this._source.duration;
    const world = (globalThis as unknown as { game: { combat?: { id: string } | null } }).game;
    const document = combat && world.combat?.id === combat ? world.combat : null;
    return { ...rest, combat: document };
  }
  get flags() {
    return this._source.flags;
  }
  async update(changes: { duration?: EffectDurationSource; flags?: FakeEffect["_source"]["flags"] }) {
    Object.assign(this._source.duration, changes.duration ?? {});
    Object.assign(this._source.flags, changes.flags ?? {});
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
