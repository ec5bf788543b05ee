import type { ComposedBonus } from "../rcr/types.ts";
import { composeParts, half } from "./compose.ts";
import { thresholdSteps } from "./damage-threshold.ts";

/** What the threshold formulas take besides the level and the ability: each named modifier the text lists. */
interface ThresholdModifiers {
  classModifier?: number;
  equipmentModifier?: number;
  speciesModifier?: number;
  abilityModifiers?: number;
  /** Those modifiers entered as one sum (the sheet's "other threshold modifiers"). */
  otherModifiers?: number;
}

/** The modifiers' parts (labels: class, equipment, species, ability, other). */
function modifierParts(input: ThresholdModifiers) {
  return [
    { label: "class", value: input.classModifier ?? 0 },
    { label: "equipment", value: input.equipmentModifier ?? 0 },
    { label: "species", value: input.speciesModifier ?? 0 },
    { label: "ability", value: input.abilityModifiers ?? 0 },
    { label: "other", value: input.otherModifiers ?? 0 },
  ];
}

/**
 * saga-variant-character-combat.txt › Damage Threshold Formula: 5 + ½ heroic level + Con + class, equipment,
 * size, species and ability modifiers; with its parts (zeros left out; labels: base, halfLevel,
 * constitution, size and the modifiers').
 */
export function damageThresholdBreakdown(
  input: ThresholdModifiers & { heroicLevel: number; conModifier: number; sizeModifier?: number },
): ComposedBonus {
  return composeParts([
    { label: "base", value: 5 },
    { label: "halfLevel", value: half(input.heroicLevel) },
    { label: "constitution", value: input.conModifier },
    { label: "size", value: input.sizeModifier ?? 0 },
    ...modifierParts(input),
  ]);
}

/** The variant's damage threshold: the total of `damageThresholdBreakdown`. */
export function damageThreshold(
  input: ThresholdModifiers & { heroicLevel: number; conModifier: number; sizeModifier?: number },
): number {
  return damageThresholdBreakdown(input).total;
}

/**
 * saga-variant-character-combat.txt › Mental Threshold Formula: 5 + ½ heroic level + Wis + class, equipment,
 * species and ability modifiers (no size); with its parts (labels: base, halfLevel, wisdom and the modifiers').
 */
export function mentalThresholdBreakdown(
  input: ThresholdModifiers & { heroicLevel: number; wisModifier: number },
): ComposedBonus {
  return composeParts([
    { label: "base", value: 5 },
    { label: "halfLevel", value: half(input.heroicLevel) },
    { label: "wisdom", value: input.wisModifier },
    ...modifierParts(input),
  ]);
}

/** The variant's mental threshold: the total of `mentalThresholdBreakdown`. */
export function mentalThreshold(
  input: ThresholdModifiers & { heroicLevel: number; wisModifier: number },
): number {
  return mentalThresholdBreakdown(input).total;
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
