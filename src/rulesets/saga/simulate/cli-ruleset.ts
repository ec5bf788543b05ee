import type { CliRuleset } from "../../../simulate/cli/run-cli.ts";
import { readSagaCombatant } from "../../../simulate/encounter/saga-file-combatant.ts";
import { SAGA_SIM_OPTIONS } from "../../../simulate/saga/saga-options.ts";
import { sagaDefaultEncounter } from "./default-encounter.ts";
import { type SagaPackActor, sagaCombatantFromPack } from "./pack-combatant.ts";

/** Saga Edition as `npm run simulate` knows it: its inline combatants, its pack actors, its default encounter. */
export const sagaCli: CliRuleset = {
  id: "saga",
  label: "Saga Edition",
  options: SAGA_SIM_OPTIONS,
  readCombatant: readSagaCombatant,
  fromPack(actor) {
    const type = (actor as { type?: unknown }).type;
    return type === "sagaCharacter" || type === "sagaNpc"
      ? sagaCombatantFromPack(actor as SagaPackActor)
      : null;
  },
  packExample: "saga-npcs/stormtrooper",
  defaultEncounter: () => sagaDefaultEncounter(),
  defaultLabel: "four stormtroopers against the three 1st-level heroes (squares apart: 12)",
};
