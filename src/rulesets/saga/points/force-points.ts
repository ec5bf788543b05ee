import { saga } from "../../../rules/index.ts";
import type { ForcePointPool } from "../../types.ts";
import { SagaActorModel } from "../data/actor-model.ts";

/** A Saga actor's Force Points and the die one adds at its heroic level (Saga core, not in the texts). */
export function sagaForcePoints(actor: Actor.Implementation): ForcePointPool | null {
  const system = actor.system;
  if (!(system instanceof SagaActorModel)) return null;
  return {
    points: system.force.points,
    die: saga.forcePointDie(system.heroicLevel),
    path: "system.force.points",
  };
}
