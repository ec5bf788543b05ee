import type { V14ChatMessageStatics, V14MessageMode } from "../types/v14";
import { isV14 } from "./generation.ts";

/**
 * Who sees a chat message, in either generation. The system speaks v13's roll-mode keys (its dialogs offer
 * them); v14 calls them message modes with other keys (CONFIG.ChatMessage.modes: public/gm/blind/self),
 * keeps the user's choice in `core.messageMode` instead of `core.rollMode` (no shim) and applies it with
 * `ChatMessage.applyMode` instead of `applyRollMode`.
 */
export const ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;
export type RollMode = (typeof ROLL_MODES)[number];

const MESSAGE_MODE: Readonly<Record<RollMode, V14MessageMode>> = {
  publicroll: "public",
  gmroll: "gm",
  blindroll: "blind",
  selfroll: "self",
};

export function isRollMode(value: unknown): value is RollMode {
  return (ROLL_MODES as readonly unknown[]).includes(value);
}

/** v14's message mode for a roll mode. */
export function messageModeOf(mode: RollMode): V14MessageMode {
  return MESSAGE_MODE[mode];
}

/** The roll mode of a v14 message mode (or of a roll mode); null for neither. */
export function rollModeOf(mode: unknown): RollMode | null {
  if (isRollMode(mode)) return mode;
  const found = ROLL_MODES.find((key) => MESSAGE_MODE[key] === mode);
  return found ?? null;
}

interface SettingsReader {
  get(namespace: string, key: string): unknown;
}

/** The visibility the user chose in core's chat controls, as a roll mode (public when unreadable). */
export function currentRollMode(generation?: number): RollMode {
  const settings = game.settings as unknown as SettingsReader | undefined;
  const key = isV14(generation) ? "messageMode" : "rollMode";
  let stored: unknown;
  try {
    stored = settings?.get("core", key);
  } catch {
    // A setting the running core does not register: the default.
    stored = undefined;
  }
  return rollModeOf(stored) ?? "publicroll";
}

/**
 * The message data with the visibility of `mode` applied (whisper, blind), or of the user's own choice
 * when none is given: `ChatMessage.applyMode` on v14, `ChatMessage.applyRollMode` on v13.
 */
export function applyVisibility(
  data: ChatMessage.CreateData,
  mode?: RollMode | null,
  generation?: number,
): ChatMessage.CreateData {
  const chosen = mode ?? currentRollMode(generation);
  if (isV14(generation)) {
    // ChatMessage.applyMode is v14 API, absent from the v13 types.
    const chat = ChatMessage as unknown as V14ChatMessageStatics;
    return chat.applyMode(data, messageModeOf(chosen));
  }
  return ChatMessage.applyRollMode(data, chosen);
}
