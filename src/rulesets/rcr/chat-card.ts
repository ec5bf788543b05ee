/**
 * RCR's attack card inside the shared chat-card shell (src/hooks/attack-card-buttons.ts): which
 * messages hold one, the HTML each user sees (Defense numbers only for whom may see them), and what its
 * buttons do.
 */
import { readCardMarks } from "../../damage/applied-marks.ts";
import { applyFromCard, undoFromCard } from "../../damage/card-actions.ts";
import type { ChatCardParts } from "../types.ts";
import type { ApplyMode } from "./damage/damage-plan.ts";
import {
  currentViewer,
  readAttackCard,
  renderAttackCard,
  rollCardDamage,
} from "./dice/attack-card-message.ts";
import { renderGrenadeCard } from "./grenade/grenade-card.ts";

const APPLY: Readonly<Record<string, { mode: ApplyMode; which: "targets" | "selected" }>> = {
  applyTargeted: { mode: "full", which: "targets" },
  applyHalf: { mode: "half", which: "targets" },
  applyVitality: { mode: "vitalityOnly", which: "targets" },
  applySelected: { mode: "full", which: "selected" },
};

async function rollDamage(message: ChatMessage.Implementation, attackIndex: number): Promise<void> {
  const result = await rollCardDamage(message, attackIndex);
  if (result.ok) return;
  if (result.refused === "badFormula") {
    const weapon = readAttackCard(message)?.attacks[attackIndex]?.weaponName ?? "";
    ui.notifications?.error(
      game.i18n?.format("SWRPG.Attack.Refused.badFormula", { weapon, formula: result.formula ?? "" }) ?? "",
    );
  } else ui.notifications?.warn(result.refused, { localize: true });
}

export const rcrChatCard: ChatCardParts = {
  owns: (message) => readAttackCard(message) !== null,
  async render(message) {
    const card = readAttackCard(message);
    if (!card) return null;
    const render = card.grenade ? renderGrenadeCard : renderAttackCard;
    return render(card, message.id ?? "", currentViewer(message), readCardMarks(message));
  },
  async act(message, action, attackIndex) {
    if (action === "rollDamage") return rollDamage(message, attackIndex);
    if (action === "undoDamage") return undoFromCard(message, attackIndex);
    const apply = APPLY[action];
    if (apply) await applyFromCard(message, attackIndex, apply.mode, apply.which);
  },
};
