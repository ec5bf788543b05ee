// A stand-in for a world's database across reloads: documents are kept as the JSON Foundry would store,
// and a reload is a fresh `init` (the data barrel installs the registered rulesets' types, the world
// ruleset's status effects are installed) followed by loading every document through the system's classes.
// Foundry builds a document from its stored source and keeps the model's cleaned source (`_source`) as what
// it saves back (common/abstract/document.d.mts › `_source`, common/abstract/data.d.mts › `DataModel#_source`).
import { registration as config } from "../../../src/config/index.ts";
import { registration as data } from "../../../src/data/index.ts";
import { SwrpgActor } from "../../../src/documents/actor.ts";
import { SwrpgItem } from "../../../src/documents/item.ts";
import { fakeConfig } from "../fakes/config.ts";
import { StandInMessage, setWorldRuleset } from "./stand-ins.ts";

export interface StoredWorld {
  actors: string[];
  messages: string[];
}

export interface LoadedWorld {
  actors: SwrpgActor[];
  messages: StandInMessage[];
}

type Source = Record<string, unknown>;

/** A fresh page: CONFIG's type registries empty, then the system's init parts that fill them. */
function initWorld(rulesetId: string): void {
  setWorldRuleset(rulesetId);
  for (const registry of [fakeConfig.Actor.dataModels, fakeConfig.Item.dataModels]) {
    for (const key of Object.keys(registry)) delete registry[key];
  }
  const world = globalThis as unknown as { game: { settings: Record<string, unknown> } };
  // The settings registry is not under test here: registering is a no-op beside the world's value.
  world.game.settings.register = () => undefined;
  config.register();
  data.register();
  CONFIG.Actor.documentClass = SwrpgActor;
  CONFIG.Item.documentClass = SwrpgItem;
}

function loadActor(json: string): SwrpgActor {
  const { items = [], ...rest } = JSON.parse(json) as Source & { items?: Source[] };
  const actor = new SwrpgActor(rest as Actor.CreateData);
  for (const itemData of items) {
    const item = new SwrpgItem(itemData as Item.CreateData, { parent: actor } as never);
    actor.items.set(item.id ?? "", item);
  }
  actor.prepareData();
  return actor;
}

/** Reloads the world under `rulesetId`: every stored document is built again. */
export function reloadWorld(stored: StoredWorld, rulesetId: string): LoadedWorld {
  initWorld(rulesetId);
  return {
    actors: stored.actors.map(loadActor),
    messages: stored.messages.map((json) => new StandInMessage(JSON.parse(json) as Source)),
  };
}

/** What the database holds for a loaded document: its source with the model's cleaned system data. */
function storedSource(document: Actor.Implementation | Item.Implementation): Source {
  const source = document._source as unknown as Source;
  const system = (document.system as unknown as { _source: Source })._source;
  return { ...source, system };
}

/** Saves every loaded document back, as JSON. */
export function persistWorld(world: LoadedWorld): StoredWorld {
  return {
    actors: world.actors.map((actor) =>
      JSON.stringify({ ...storedSource(actor), items: actor.items.map((item) => storedSource(item)) }),
    ),
    messages: world.messages.map((message) => JSON.stringify(message.source)),
  };
}
