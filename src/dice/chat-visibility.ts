/**
 * The visibility the user chose for their chat messages, applied to a message's data, in either core:
 * v13 keeps it in the `core.rollMode` setting and applies it with `ChatMessage.applyRollMode`; v14 calls it
 * a message mode (`core.messageMode`, `ChatMessage.applyMode`). One path serves both: v14's API where the
 * running core has it, v13's otherwise. `chosen` (a roll mode picked for this message, e.g. in the attack
 * dialog) overrides the setting.
 */

type ModeApplier = (data: ChatMessage.CreateData, mode: string) => ChatMessage.CreateData;

interface V14Chat {
  applyMode?: ModeApplier;
}

interface SettingsRegistry {
  settings?: { has(key: string): boolean };
  get(namespace: string, key: string): unknown;
}

export function withChosenVisibility(data: ChatMessage.CreateData, chosen?: string): ChatMessage.CreateData {
  // v14 API, absent from the v13 types this project compiles against.
  const chat = ChatMessage as unknown as V14Chat;
  const settings = game.settings as unknown as SettingsRegistry | undefined;
  if (typeof chat.applyMode === "function" && settings?.settings?.has("core.messageMode")) {
    return chat.applyMode(data, chosen ?? String(settings.get("core", "messageMode")));
  }
  const rollMode =
    (chosen as foundry.CONST.DICE_ROLL_MODES | undefined) ??
    game.settings?.get("core", "rollMode") ??
    "publicroll";
  return ChatMessage.applyRollMode(data, rollMode);
}
