import { registerSettings } from "../../../src/config/settings.ts";
import { V14 } from "./generation.ts";

interface Registered {
  default?: unknown;
  config?: boolean;
  scope?: string;
  requiresReload?: boolean;
}

/**
 * `game.settings` as core's ClientSettings (client/helpers/client-settings.d.mts): built on the world's
 * stored values (its constructor takes the world's settings), `register` keeps the registration under
 * "namespace.key" in `settings` (its SettingsMap); `get` and `set` of a key nobody registered throw
 * ("… is not a registered game setting"); `get` returns the stored value, else the registered default;
 * `set` stores and resolves with the value.
 */
export class StandInSettings {
  readonly settings = new Map<string, Registered>();
  readonly #values: Map<string, unknown>;

  constructor(stored: Record<string, unknown> = {}) {
    this.#values = new Map(Object.entries(stored));
  }

  register(namespace: string, key: string, data: Registered): void {
    this.settings.set(`${namespace}.${key}`, data);
  }

  #registered(namespace: string, key: string): string {
    const id = `${namespace}.${key}`;
    if (!this.settings.has(id)) throw new Error(`"${id}" is not a registered game setting`);
    return id;
  }

  get(namespace: string, key: string): unknown {
    const id = this.#registered(namespace, key);
    return this.#values.has(id) ? this.#values.get(id) : this.settings.get(id)?.default;
  }

  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    this.#values.set(this.#registered(namespace, key), value);
    return value;
  }
}

const world = globalThis as unknown as { game: Record<string, unknown> };

/**
 * A world's settings as the system's `init` leaves them: core's roll (v14: message) mode, then every setting the system
 * registers (src/config/settings.ts, for the rulesets registered now), with the given stored values
 * (`{ ruleset: "saga", sagaVariantFormulas: true }`; keys of the system unless they name a namespace).
 */
export function installSettings(values: Record<string, unknown> = {}): StandInSettings {
  const stored = Object.entries(values).map(([key, value]) => [
    key.includes(".") ? key : `swrpg.${key}`,
    value,
  ]);
  const settings = new StandInSettings(Object.fromEntries(stored));
  world.game.settings = settings;
  // The user's chat visibility: v13's core.rollMode; v14 renames it core.messageMode, with v14's keys.
  if (V14) settings.register("core", "messageMode", { scope: "client", default: "public" });
  else settings.register("core", "rollMode", { scope: "client", default: "publicroll" });
  registerSettings();
  return settings;
}
