import { damageThresholdSizeBonus, reflexSizeModifier } from "../core-defenses.ts";
import type { SagaVehicleSize } from "./types.ts";

/** The three colossal ship classes (Saga core, not in the texts): Reflex -10, threshold +100/+200/+500. */
const COLOSSAL_CLASSES = { colossalFrigate: 100, colossalCruiser: 200, colossalStation: 500 } as const;

/** The frigate, cruiser and station classes: the capital ship penalty's shooters. */
export function isColossalClass(size: SagaVehicleSize): size is keyof typeof COLOSSAL_CLASSES {
  return size in COLOSSAL_CLASSES;
}

/**
 * A vehicle size's Reflex modifier (also on its Pilot and initiative checks) and damage threshold bonus
 * (Saga core, not in the texts: Vehicle Sizes). The nine ordinary sizes are the creatures' numbers.
 */
export function vehicleSizeModifiers(size: SagaVehicleSize): { reflex: number; damageThreshold: number } {
  if (isColossalClass(size))
    return { reflex: reflexSizeModifier("colossal"), damageThreshold: COLOSSAL_CLASSES[size] };
  return { reflex: reflexSizeModifier(size), damageThreshold: damageThresholdSizeBonus(size) };
}
