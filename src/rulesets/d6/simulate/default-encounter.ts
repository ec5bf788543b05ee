import type { D6Combatant } from "../../../simulate/d6/d6-combatant.ts";
import type { PackSource } from "../../../simulate/encounter/encounter-file.ts";
import type { Encounter } from "../../../simulate/ruleset.ts";
import { type D6PackActor, d6CombatantFromPack } from "./pack-combatant.ts";
import { heroes, stormtrooper } from "./stat-blocks.ts";

/** A D6 actor of the packs as a combatant; null when the pack does not hold it. */
export function d6PackCombatant(packs: PackSource, reference: string): D6Combatant | null {
  const source = packs(reference) as { type?: unknown } | null;
  return source?.type === "d6Npc" || source?.type === "d6Character"
    ? d6CombatantFromPack(source as D6PackActor)
    : null;
}

const HEROES = [
  "d6-heroes/dace-morrin-rebel-soldier",
  "d6-heroes/kara-venn-smuggler",
  "d6-heroes/tavo-ren-young-jedi",
];

/**
 * `npm run simulate -- --ruleset d6`'s encounter: four stormtroopers against the three pregenerated heroes,
 * 20 meters apart, read from the D6 packs (d6-npcs, d6-heroes); where a pack actor is missing, a stat block
 * of ./stat-blocks.ts stands in (its weapons and armor from the D6 item packs when present).
 */
export function d6DefaultEncounter(packs: PackSource): Encounter<D6Combatant> {
  const trooper = d6PackCombatant(packs, "d6-npcs/stormtrooper") ?? stormtrooper(packs, "Stormtrooper");
  const fromPacks = HEROES.map((reference) => d6PackCombatant(packs, reference));
  return {
    distance: 20,
    sides: [
      {
        name: "Stormtroopers",
        combatants: [1, 2, 3, 4].map((n) => ({ ...trooper, name: `${trooper.name} ${n}` })),
      },
      {
        name: "Heroes",
        combatants: fromPacks.every((hero) => hero !== null) ? fromPacks : heroes(packs),
      },
    ],
  };
}
