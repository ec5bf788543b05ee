import type { TokenBars } from "../types.ts";
import { SagaActorModel } from "./data/index.ts";

/** Prototype token bars: hit points, and the shield rating for an actor that has a shield. */
export function sagaTokenBars(actor: Actor.Implementation): TokenBars | null {
  const system = actor.system;
  if (!(system instanceof SagaActorModel)) return null;
  return { bar1: { attribute: "hp" }, bar2: { attribute: system.shield.max > 0 ? "shield" : null } };
}
