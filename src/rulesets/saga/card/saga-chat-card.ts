import { cardChatParts } from "../../../damage/card-parts.ts";
import { withInjuryButtons } from "../injury/injury-actions.ts";
import { sagaCard } from "./card-message.ts";

/**
 * Saga's attack card inside the shared chat-card shell (src/damage/card-parts.ts): Roll damage, then Apply,
 * Half, To selected and Undo through the shared card actions; a heavy attack's injury roll and limb step
 * (../injury/injury-actions.ts).
 */
export const sagaChatCard = withInjuryButtons(
  cardChatParts(sagaCard, {
    applyTargeted: { mode: "full", which: "targets" },
    applyHalf: { mode: "half", which: "targets" },
    applySelected: { mode: "full", which: "selected" },
  }),
);
