import { rcrForcePointDice } from "../../../rules/index.ts";
import type { ForcePointPool } from "../../types.ts";
import { ActorModel } from "../data/index.ts";

/** An RCR actor's Force Points and the dice one adds at its level (RCR core, not in the texts). */
export function rcrForcePoints(actor: Actor.Implementation): ForcePointPool | null {
  const system = actor.system;
  if (!(system instanceof ActorModel)) return null;
  return { points: system.forcePoints, die: rcrForcePointDice(system.level), path: "system.forcePoints" };
}
