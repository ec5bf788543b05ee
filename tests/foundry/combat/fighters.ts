import { createActor } from "../data/fixtures.ts";

/** A timed effect on a fighter, as Foundry's ActiveEffect holds it. */
export interface FakeEffect {
  id: string;
  duration: { rounds: number; startRound: number; startTurn: number; combat: string };
  flags: { swrpg?: { startCount?: number | null } };
  statuses: Set<string>;
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
