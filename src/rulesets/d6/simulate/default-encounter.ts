import type { D6Combatant } from "../../../simulate/d6/d6-combatant.ts";
import type { PackSource } from "../../../simulate/encounter/encounter-file.ts";
import type { Encounter } from "../../../simulate/ruleset.ts";
import { heroes, stormtrooper } from "./stat-blocks.ts";

/**
 * `npm run simulate -- --ruleset d6`'s encounter: four stormtroopers against three heroes, 20 meters apart,
 * their weapons and armor from the D6 packs when present (./stat-blocks.ts).
 */
export function d6DefaultEncounter(packs: PackSource): Encounter<D6Combatant> {
  return {
    distance: 20,
    sides: [
      {
        name: "Stormtroopers",
        combatants: [1, 2, 3, 4].map((n) => stormtrooper(packs, `Stormtrooper ${n}`)),
      },
      { name: "Heroes", combatants: heroes(packs) },
    ],
  };
}
