import type { CliRuleset } from "../../../simulate/cli/run-cli.ts";
import { D6_SIM_OPTIONS } from "../../../simulate/d6/d6-options.ts";
import { d6CombatantReader } from "../../../simulate/encounter/d6-file-combatant.ts";
import { d6DefaultEncounter } from "./default-encounter.ts";
import { type D6PackActor, d6CombatantFromPack } from "./pack-combatant.ts";
import { d6WeaponFromPack } from "./pack-weapon.ts";

/**
 * WEG D6 as `npm run simulate` knows it: its pack actors (d6-npcs, d6-heroes), inline combatants (weapons
 * inline or from the D6 weapons pack) and the default encounter.
 */
export const d6Cli: CliRuleset = {
  id: "d6",
  label: "WEG D6",
  options: D6_SIM_OPTIONS,
  readCombatant: d6CombatantReader(d6WeaponFromPack),
  fromPack(actor) {
    const type = (actor as { type?: unknown }).type;
    return type === "d6Npc" || type === "d6Character" ? d6CombatantFromPack(actor as D6PackActor) : null;
  },
  packExample: "d6-npcs/stormtrooper",
  defaultEncounter: d6DefaultEncounter,
  defaultLabel: "four stormtroopers against the three pregenerated heroes (20 m apart)",
};
