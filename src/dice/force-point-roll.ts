import { spendPoint } from "../rules/index.ts";
import { rulesetFor } from "../rulesets/registry.ts";
import { warn } from "./notify.ts";

/** What the attack dialog offers: the actor's Force Points and the die one adds (null: none to spend). */
export function forcePointOffer(actor: Actor.Implementation): { points: number; die: string } | null {
  const pool = rulesetFor(actor)?.forcePoints?.(actor);
  return pool && pool.points > 0 ? { points: pool.points, die: pool.die } : null;
}

/**
 * Spends one of the actor's Force Points on a roll (the attack dialog's choice; RCR and Saga core, not in the
 * texts): the engine takes the point, the ruleset's die is rolled (a core Roll, so dice modules see it) and
 * its total returned, to be added to the attack as its own part. Null, with a warning, when none is left.
 */
export async function rollForcePoint(
  actor: Actor.Implementation,
): Promise<{ die: string; value: number } | null> {
  const pool = rulesetFor(actor)?.forcePoints?.(actor);
  const spent = pool ? spendPoint(pool.points) : null;
  if (!pool || !spent?.ok) {
    warn("SWRPG.Points.Refused.noPoints", { name: actor.name });
    return null;
  }
  const roll = new Roll(pool.die);
  await roll.evaluate();
  await actor.update({ [pool.path]: spent.left } as Actor.UpdateData);
  return { die: pool.die, value: roll.total ?? 0 };
}
