import { applyVisibility, rollModeOf } from "../foundry-compat/message-mode.ts";

/**
 * The visibility the user chose for their chat messages, applied to a message's data, in either core
 * (src/foundry-compat/message-mode.ts: v13's roll modes, v14's message modes). `chosen` (a roll mode
 * picked for this message, e.g. in the attack dialog) overrides the user's chat setting.
 */
export function withChosenVisibility(data: ChatMessage.CreateData, chosen?: string): ChatMessage.CreateData {
  return applyVisibility(data, rollModeOf(chosen));
}
