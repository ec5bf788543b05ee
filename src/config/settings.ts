import { SYSTEM_ID } from "./system-id.ts";

/** The rulesets a world can run; only RCR is implemented so far (Saga and D6 follow). */
export const RULESETS = { rcr: "SWRPG.Setting.Ruleset.Rcr" } as const;
export type RulesetId = keyof typeof RULESETS;

/** Registers the world settings. Optional rules register their own toggle here as they land. */
export function registerSettings(): void {
  game.settings.register(SYSTEM_ID, "ruleset", {
    name: "SWRPG.Setting.Ruleset.Name",
    hint: "SWRPG.Setting.Ruleset.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: RULESETS,
    default: "rcr",
    requiresReload: true,
  });
  game.settings.register(SYSTEM_ID, "hideDefenseFromPlayers", {
    name: "SWRPG.Setting.HideDefense.Name",
    hint: "SWRPG.Setting.HideDefense.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
  // rcr-combat.txt › Opponent Initiative: one check for a group of opponents (groups set in the tracker).
  game.settings.register(SYSTEM_ID, "groupInitiative", {
    name: "SWRPG.Setting.GroupInitiative.Name",
    hint: "SWRPG.Setting.GroupInitiative.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
}

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "swrpg.ruleset": RulesetId;
    "swrpg.hideDefenseFromPlayers": boolean;
    "swrpg.groupInitiative": boolean;
  }
}
