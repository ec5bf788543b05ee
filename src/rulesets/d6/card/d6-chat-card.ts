import { cardChatParts } from "../../../damage/card-parts.ts";
import type { ChatCardParts } from "../../types.ts";
import { rollD6DamageFromCard } from "../damage/roll-damage.ts";
import { rollGrenadeDodges } from "../grenade/grenade-dodges.ts";
import { d6Card } from "./card-message.ts";
import { editD6Difficulty } from "./edit-difficulty.ts";

const shared = cardChatParts(d6Card, {
  applyTargeted: { mode: "full", which: "targets" },
  applyHalf: { mode: "half", which: "targets" },
  applySelected: { mode: "full", which: "selected" },
});

/**
 * D6's attack card inside the shared chat-card shell (src/damage/card-parts.ts): Apply, Half, To selected and
 * Undo through the shared card actions; its own Roll damage (the protection's body strength and the damage
 * through it, the hit location) and the GM's Change difficulty.
 */
export const d6ChatCard: ChatCardParts = {
  ...shared,
  async act(message, action, attackIndex) {
    if (action === "rollDamage") return rollD6DamageFromCard(message, attackIndex);
    if (action === "editDifficulty") return editD6Difficulty(message, attackIndex);
    if (action === "rollDodges") return rollGrenadeDodges(message, attackIndex);
    return shared.act(message, action, attackIndex);
  },
};
