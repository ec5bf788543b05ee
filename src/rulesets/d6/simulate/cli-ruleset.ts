import type { CliRuleset } from "../../../simulate/cli/run-cli.ts";
import { D6_SIM_OPTIONS } from "../../../simulate/d6/d6-options.ts";
import { d6CombatantReader } from "../../../simulate/encounter/d6-file-combatant.ts";
import { d6DefaultEncounter } from "./default-encounter.ts";
import { d6WeaponFromPack } from "./pack-weapon.ts";

/**
 * WEG D6 as `npm run simulate` knows it: inline combatants (weapons inline or from the D6 weapons pack) and
 * the default encounter. Whole D6 actors from a pack come when the D6 actor packs land.
 */
export const d6Cli: CliRuleset = {
  id: "d6",
  label: "WEG D6",
  options: D6_SIM_OPTIONS,
  readCombatant: d6CombatantReader(d6WeaponFromPack),
  fromPack: () => null,
  packExample: "d6-npcs/stormtrooper",
  defaultEncounter: d6DefaultEncounter,
  defaultLabel: "four stormtroopers against three heroes (20 m apart; weapons from the D6 packs)",
};
