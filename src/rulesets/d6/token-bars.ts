import type { TokenBars } from "../types.ts";
import { D6ActorModel } from "./data/index.ts";

/** Prototype token bars: the wound track, and the stuns against Strength's dice. */
export function d6TokenBars(actor: Actor.Implementation): TokenBars | null {
  if (!(actor.system instanceof D6ActorModel)) return null;
  return { bar1: { attribute: "wounds" }, bar2: { attribute: "stun" } };
}
