import type { D6Combatant } from "../../../simulate/d6/d6-combatant.ts";
import { D6ActorModel, d6ItemRecords } from "../data/actor-model.ts";
import { d6CombatantRecord } from "./d6-combatant-record.ts";

/**
 * A D6 tracker combatant as the simulator's record: its prepared (derived) codes and its weapons' records,
 * through the conversion the command's pack path uses too.
 */
export function d6OddsCombatant(combatant: Combatant.Implementation, unaware: boolean): D6Combatant | null {
  const actor = combatant.actor;
  const system = actor?.system;
  if (!actor || !(system instanceof D6ActorModel)) return null;
  return d6CombatantRecord({
    name: combatant.name ?? actor.name,
    move: system.move,
    aware: !unaware,
    derived: system,
    weapons: d6ItemRecords(actor.items).weapons,
  });
}
