import type { CliRuleset } from "../../../simulate/cli/run-cli.ts";
import { readRcrCombatant } from "../../../simulate/encounter/rcr-file-combatant.ts";
import { defaultEncounter } from "./default-encounter.ts";
import { combatantFromPackActor, type PackActor } from "./pack-combatant.ts";

/** RCR as `npm run simulate` knows it: its inline combatants, its pack actors, its default encounter. */
export const rcrCli: CliRuleset = {
  id: "rcr",
  label: "RCR",
  options: [],
  readCombatant: readRcrCombatant,
  fromPack(actor) {
    const type = (actor as { type?: unknown }).type;
    return type === "character" || type === "npc" ? combatantFromPackActor(actor as PackActor) : null;
  },
  packExample: "rcr-npcs/stormtrooper",
  defaultEncounter,
  defaultLabel: "four stormtroopers against the three pregenerated heroes",
};
