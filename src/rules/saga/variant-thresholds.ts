import { half } from "./compose.ts";
import { thresholdSteps } from "./damage-threshold.ts";

/**
 * saga-variant-character-combat.txt › Damage Threshold Formula: 5 + ½ heroic level + Con + class, equipment,
 * size, species and ability modifiers.
 */
export function damageThreshold(input: {
  heroicLevel: number;
  conModifier: number;
  classModifier?: number;
  equipmentModifier?: number;
  sizeModifier?: number;
  speciesModifier?: number;
  abilityModifiers?: number;
}): number {
  return (
    5 +
    half(input.heroicLevel) +
    input.conModifier +
    (input.classModifier ?? 0) +
    (input.equipmentModifier ?? 0) +
    (input.sizeModifier ?? 0) +
    (input.speciesModifier ?? 0) +
    (input.abilityModifiers ?? 0)
  );
}

/**
 * saga-variant-character-combat.txt › Mental Threshold Formula: 5 + ½ heroic level + Wis + class, equipment,
 * species and ability modifiers (no size).
 */
export function mentalThreshold(input: {
  heroicLevel: number;
  wisModifier: number;
  classModifier?: number;
  equipmentModifier?: number;
  speciesModifier?: number;
  abilityModifiers?: number;
}): number {
  return (
    5 +
    half(input.heroicLevel) +
    input.wisModifier +
    (input.classModifier ?? 0) +
    (input.equipmentModifier ?? 0) +
    (input.speciesModifier ?? 0) +
    (input.abilityModifiers ?? 0)
  );
}

/**
 * saga-variant-character-combat.txt › Mental Threshold: a mind-affecting activation roll against the mental
 * threshold moves down the track as damage does against the damage threshold (variant rule), +1 on a
 * critical success.
 */
export function mentalThresholdSteps(input: {
  roll: number;
  threshold: number;
  criticalSuccess?: boolean;
}): number {
  return thresholdSteps(input.roll, input.threshold, input.criticalSuccess, { variantDamageThreshold: true });
}
