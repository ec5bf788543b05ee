import { type DiceCode, wholeDice } from "../dice-code.ts";
import type { CollisionCircumstance, VehicleSpeed } from "./types.ts";
import { requireNonNegative } from "./validate.ts";

// OD6 movement.adoc › Speed Damage Modifier, Collision Damage Modifier (restated as numbers of dice).
const BY_SPEED: Record<VehicleSpeed, number> = { stopped: 2, cautious: 4, cruising: 6, high: 8, allOut: 10 };
const BY_CIRCUMSTANCE: Record<Exclude<CollisionCircumstance, "yielding">, number> = {
  headOn: 3,
  rearEnd: -3,
  sideswipe: -3,
  noseToSide: 0,
  veryHard: 0,
};

/**
 * The damage code of a collision for one vehicle (OD6 movement.adoc › Speed Damage Modifier, Collision
 * Damage Modifier): dice by speed, then each circumstance once (into something yielding: less its dice,
 * default 1); never below 0D (decision 26). Both vehicles take damage.
 */
export function vehicleCollisionDice(input: {
  speed: VehicleSpeed;
  circumstances?: CollisionCircumstance[];
  yieldingDice?: number;
}): DiceCode {
  let dice = BY_SPEED[input.speed];
  if (dice === undefined) throw new RangeError(`speed must be a vehicle speed (got ${input.speed})`);
  const yielding = input.yieldingDice ?? 1;
  requireNonNegative(yielding, "yieldingDice");
  for (const circumstance of new Set(input.circumstances ?? []))
    dice += circumstance === "yielding" ? -yielding : BY_CIRCUMSTANCE[circumstance];
  return wholeDice(Math.max(0, dice));
}
