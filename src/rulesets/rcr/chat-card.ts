/**
 * RCR's attack card inside the shared chat-card shell (src/hooks/attack-card-buttons.ts): its card kind and
 * its Apply buttons, among them vitality only (src/damage/card-parts.ts).
 */
import { cardChatParts } from "../../damage/card-parts.ts";
import { rcrCard } from "./dice/attack-card-message.ts";

export const rcrChatCard = cardChatParts(rcrCard, {
  applyTargeted: { mode: "full", which: "targets" },
  applyHalf: { mode: "half", which: "targets" },
  applyVitality: { mode: "vitalityOnly", which: "targets" },
  applySelected: { mode: "full", which: "selected" },
});
