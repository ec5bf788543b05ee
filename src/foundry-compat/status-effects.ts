import { isV14 } from "./generation.ts";

/**
 * CONFIG.statusEffects in the running generation's own shape: v13 keeps an array; v14 keeps a record keyed
 * by id (it still accepts an array, but its default and what modules read is the record).
 */
export function statusEffectsConfig<Effect extends { id: string }>(
  effects: readonly Effect[],
  generation?: number,
): Effect[] | Record<string, Effect> {
  const copies = effects.map((effect) => ({ ...effect }));
  return isV14(generation) ? Object.fromEntries(copies.map((effect) => [effect.id, effect])) : copies;
}

/** Writes the status effects into CONFIG in the running generation's shape. */
export function installStatusEffectsConfig(effects: readonly { id: string }[], generation?: number): void {
  const shaped = statusEffectsConfig(effects, generation);
  // v14's record shape is not in the v13 types this project compiles against.
  (CONFIG as unknown as { statusEffects: unknown }).statusEffects = shaped;
}
