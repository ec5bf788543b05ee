import type { CombatActorView } from "../../../documents/combat-actor.ts";
import { ActorModel } from "../data/actor/actor-model.ts";

/** An RCR actor's combat view (the tracker's numbers and injury state), or null for any other actor. */
export function readCombatActor(actor: Actor.Implementation | null | undefined): CombatActorView | null {
  const system = actor?.system;
  if (!actor || !(system instanceof ActorModel)) return null;
  return {
    dexterity: system.abilities.dex.value,
    initiativeBonus: system.initiative.bonus,
    fortitudeBonus: system.saves.fortitude.total,
    wounds: system.wounds.value,
    state: {
      condition: system.condition,
      knockedOut: actor.statuses.has("knockedOut"),
      stable: actor.statuses.has("stable"),
    },
  };
}
