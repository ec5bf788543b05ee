import { requireFinite } from "../../rcr/vehicles/validate.ts";
import { applyDamage, type SagaDamageResult, type SagaHit } from "../apply-damage.ts";
import { conditionTrackLength } from "../condition-track.ts";
import type { SagaOptions } from "../types.ts";
import { vehicleDefenses } from "./defenses.ts";
import type { SagaVehicle } from "./types.ts";

/** What one hit did to a vehicle. */
export type SagaVehicleDamageResult = SagaDamageResult & {
  damageThreshold: number;
  destroyed: boolean;
  disabled: boolean;
  /** Each occupant of a destroyed vehicle takes this. */
  occupantDamage: number;
};

/**
 * One hit on a vehicle (Saga core, not in the texts: Hit Points, Damage Threshold; saga-special-combat-
 * rules.txt › Shield Rating, Damage Reduction): through `saga.applyDamage` as a "vehicle" target (shield,
 * DR, hit points, one step down the track at or above the threshold). A hit that leaves it at 0 hit points
 * and deals at least its threshold destroys it (already at 0 too: decision 16), and each occupant takes half
 * of what exceeded the threshold; reduced to 0 by a hit below the threshold, or at the bottom of the track,
 * it is disabled. A disabled or destroyed vehicle's condition is the track's bottom.
 */
export function vehicleDamage(
  vehicle: SagaVehicle,
  hit: SagaHit,
  options?: SagaOptions,
): SagaVehicleDamageResult {
  requireFinite(hit.amount, "hit.amount");
  const { damageThreshold } = vehicleDefenses(vehicle, {}, options);
  const result = applyDamage(
    {
      kind: "vehicle",
      hitPoints: vehicle.hitPoints,
      maxHitPoints: vehicle.maxHitPoints,
      damageThreshold,
      condition: vehicle.condition ?? 0,
      damageReduction: [{ amount: vehicle.damageReduction ?? 0 }],
      shieldRating: vehicle.shieldRating ?? 0,
    },
    hit,
    options,
  );
  const bottom = conditionTrackLength(options);
  const atZero = result.hitPoints === 0;
  const destroyed = atZero && result.dealt > 0 && result.dealt >= damageThreshold;
  const disabled = !destroyed && (atZero || result.condition >= bottom);
  return {
    ...result,
    condition: destroyed || disabled ? bottom : result.condition,
    damageThreshold,
    destroyed,
    disabled,
    occupantDamage: destroyed ? Math.floor((result.dealt - damageThreshold) / 2) : 0,
  };
}
