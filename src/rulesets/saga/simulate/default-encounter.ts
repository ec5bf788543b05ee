import jedi from "../../../../packs/_source/saga-heroes/jedi-human-1st-level.json";
import scoundrel from "../../../../packs/_source/saga-heroes/scoundrel-human-1st-level.json";
import soldier from "../../../../packs/_source/saga-heroes/soldier-human-1st-level.json";
import stormtrooper from "../../../../packs/_source/saga-npcs/stormtrooper.json";
import type { Encounter } from "../../../simulate/ruleset.ts";
import type { SagaCombatant } from "../../../simulate/saga/saga-combatant.ts";
import { type SagaPackActor, sagaCombatantFromPack } from "./pack-combatant.ts";

/**
 * `npm run simulate -- --ruleset saga`'s encounter, embedded from the packs: four stormtroopers against the
 * three 1st-level heroes (saga-npcs and saga-heroes in packs/_source), 12 squares apart, core Saga.
 */
export function sagaDefaultEncounter(): Encounter<SagaCombatant> {
  const trooper = sagaCombatantFromPack(stormtrooper as unknown as SagaPackActor);
  return {
    distance: 12,
    sides: [
      {
        name: "Stormtroopers",
        combatants: [1, 2, 3, 4].map((n) => ({ ...trooper, name: `${trooper.name} ${n}` })),
      },
      {
        name: "Heroes",
        combatants: [jedi, scoundrel, soldier].map((hero) =>
          sagaCombatantFromPack(hero as unknown as SagaPackActor),
        ),
      },
    ],
  };
}
