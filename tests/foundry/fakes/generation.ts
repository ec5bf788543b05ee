// Which Foundry generation the stand-ins play: 13 unless SWRPG_FOUNDRY_GENERATION=14 (npm test runs the
// Foundry-facing suite under both; vitest.config.ts › the foundry-v14 project). In v14 mode the stand-ins
// take v14's shapes, each naming the v14 API page it copies (https://foundryvtt.com/api/v14/...):
// game.release.generation (foundry.config.ReleaseData), CONFIG.statusEffects a record, ChatMessage.applyMode
// and core.messageMode (no applyRollMode, no core.rollMode), update operators (ForcedDeletion; no "-=key"),
// Scene Regions for areas (REGION_CREATE), CONFIG.ActiveEffect.expiryEvents.
export const GENERATION = process.env.SWRPG_FOUNDRY_GENERATION === "14" ? 14 : 13;
export const V14 = GENERATION >= 14;

/**
 * v14's `foundry.data.operators.ForcedDeletion`: as an update's value, deletes its key. How core writes it
 * on the wire is not the stand-in's business; here it crosses JSON as this marker, which the stand-ins'
 * update merge reads as the deletion.
 */
export const DELETED_ON_THE_WIRE = "__swrpgStandInForcedDeletion__";
export class ForcedDeletion {
  toJSON(): string {
    return DELETED_ON_THE_WIRE;
  }
}

/** Whether an update's value deletes its key (v14's ForcedDeletion, as an object or crossed as JSON). */
export function isForcedDeletion(value: unknown): boolean {
  return V14 && (value instanceof ForcedDeletion || value === DELETED_ON_THE_WIRE);
}

/**
 * An update key in v13's `-=key` deletion syntax: the v13 stand-ins delete the key; the v14 ones refuse it
 * (v14 replaces it with update operators), so code that still writes it fails under v14.
 */
export function isDashDeletion(key: string): boolean {
  if (!key.startsWith("-=")) return false;
  if (V14) throw new Error(`v14 deletes with foundry.data.operators.ForcedDeletion, not "${key}"`);
  return true;
}

/** v14's message mode keys by v13 roll mode (CONFIG.ChatMessage.modes vs CONFIG.Dice.rollModes). */
const MESSAGE_MODES: Record<string, string> = {
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
};

/** The mode a stand-in message was given, as this generation names it: "gmroll" on v13, "gm" on v14. */
export function modeName(rollMode: string): string {
  return V14 ? (MESSAGE_MODES[rollMode] ?? rollMode) : rollMode;
}

/** Whether a mode (either generation's key) whispers to the GMs: gm and blind (gmroll, blindroll). */
export function whispersToGMs(mode: string): boolean {
  return ["gmroll", "blindroll", "gm", "blind"].includes(mode);
}

/**
 * ChatMessage's statics that apply a visibility, as the running generation has them: v13's
 * `applyRollMode(data, rollMode)` (client/documents/chat-message.d.mts), or v14's `applyMode(data, mode)`
 * with v14's keys (v14 API: foundry.documents.ChatMessage). A v14 key given to v13, or a v13 key to v14,
 * throws, as core's unknown mode does not apply.
 */
export function visibilityStatics<T>(apply: (data: T, mode: string) => T) {
  const known = V14 ? Object.values(MESSAGE_MODES) : Object.keys(MESSAGE_MODES);
  const checked = (data: T, mode: string) => {
    if (!known.includes(mode)) throw new Error(`Foundry v${GENERATION} has no message mode "${mode}"`);
    return apply(data, mode);
  };
  return V14 ? { applyMode: checked } : { applyRollMode: checked };
}
