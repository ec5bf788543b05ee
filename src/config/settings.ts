import { DEFAULT_RULESET_ID, registeredRulesets } from "../rulesets/registry.ts";
import type { RulesetId } from "../rulesets/types.ts";
import { SYSTEM_ID } from "./system-id.ts";

/**
 * The rulesets a world can run: exactly the registered ones (src/rulesets/index.ts registers only
 * playable rulesets), by id, with their names' lang keys.
 */
export function rulesetChoices(): Record<RulesetId, string> {
  return Object.fromEntries(registeredRulesets().map((ruleset) => [ruleset.id, ruleset.label]));
}

/** Registers the world settings. Optional rules register their own toggle here as they land. */
export function registerSettings(): void {
  game.settings.register(SYSTEM_ID, "ruleset", {
    name: "SWRPG.Setting.Ruleset.Name",
    hint: "SWRPG.Setting.Ruleset.HintRegistered",
    scope: "world",
    config: true,
    type: String,
    choices: rulesetChoices(),
    default: DEFAULT_RULESET_ID,
    // The world's types, sheets, status effects and combat classes are installed at init.
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
  const worldRuleset = game.settings.get(SYSTEM_ID, "ruleset");
  for (const ruleset of registeredRulesets()) {
    for (const key of ruleset.worldOptions ?? []) {
      game.settings.register(SYSTEM_ID, key, {
        name: `SWRPG.Setting.${key}.Name`,
        hint: `SWRPG.Setting.${key}.Hint`,
        scope: "world",
        config: ruleset.id === worldRuleset,
        type: Boolean,
        default: false,
        // Derived numbers, sheets and the tracker are prepared with the rule; stored data never changes.
        requiresReload: true,
      });
    }
  }
}

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "swrpg.ruleset": RulesetId;
    "swrpg.hideDefenseFromPlayers": boolean;
    "swrpg.groupInitiative": boolean;
  }
}
