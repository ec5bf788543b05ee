import { cardChatParts } from "../../../damage/card-parts.ts";
import { sagaCard } from "./card-message.ts";

/**
 * Saga's attack card inside the shared chat-card shell (src/damage/card-parts.ts): Roll damage, then Apply,
 * Half, To selected and Undo through the shared card actions.
 */
export const sagaChatCard = cardChatParts(sagaCard, {
  applyTargeted: { mode: "full", which: "targets" },
  applyHalf: { mode: "half", which: "targets" },
  applySelected: { mode: "full", which: "selected" },
});
