import arden from "../../../../packs/_source/rcr-heroes/arden-solus-jedi-guardian-1.json";
import dace from "../../../../packs/_source/rcr-heroes/dace-korrin-soldier-1.json";
import tessa from "../../../../packs/_source/rcr-heroes/tessa-vahl-scoundrel-1.json";
import stormtrooper from "../../../../packs/_source/rcr-npcs/stormtrooper.json";
import type { RcrCombatant } from "../../../simulate/rcr/rcr-combatant.ts";
import type { Encounter } from "../../../simulate/ruleset.ts";
import { combatantFromPackActor, type PackActor } from "./pack-combatant.ts";

/**
 * `npm run simulate`'s encounter, embedded from the packs: four stormtroopers against the three
 * pregenerated heroes, 12 m apart (rcr-npcs and rcr-heroes in packs/_source).
 */
export function defaultEncounter(): Encounter<RcrCombatant> {
  const trooper = combatantFromPackActor(stormtrooper as PackActor);
  return {
    distance: 12,
    sides: [
      {
        name: "Stormtroopers",
        combatants: [1, 2, 3, 4].map((n) => ({ ...trooper, name: `${trooper.name} ${n}` })),
      },
      {
        name: "Heroes",
        combatants: [arden, dace, tessa].map((hero) => combatantFromPackActor(hero as PackActor)),
      },
    ],
  };
}
