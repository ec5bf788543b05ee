import { SYSTEM_ID } from "../../config/system-id.ts";
import type { d6 } from "../../rules/index.ts";

/**
 * D6's optional rules as world options, each off by default: the Wild Die (D6 core, not in the text) and the
 * text's Game Option: Hit Location. Each changes what is rolled, never what is stored.
 */
export const D6_WORLD_OPTIONS = ["d6WildDie", "d6HitLocation"] as const;

export type D6WorldOption = (typeof D6_WORLD_OPTIONS)[number];

/** The engine's flags for the world's options (all off where no setting is registered). */
export function d6Options(): d6.Options {
  const settings = game.settings;
  const on = (key: D6WorldOption) =>
    settings?.settings.has(`${SYSTEM_ID}.${key}`) === true && settings.get(SYSTEM_ID, key);
  return { wildDie: on("d6WildDie"), hitLocation: on("d6HitLocation") };
}

declare module "fvtt-types/configuration" {
  interface SettingConfig extends Record<`swrpg.${D6WorldOption}`, boolean> {}
}
