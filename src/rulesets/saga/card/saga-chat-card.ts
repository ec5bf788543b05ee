import { readCardMarks } from "../../../damage/applied-marks.ts";
import { applyFromCard, undoFromCard } from "../../../damage/card-actions.ts";
import type { ChatCardParts } from "../../types.ts";
import type { SagaDamageMode } from "../damage/damage-spec.ts";
import { readSagaCard, renderSagaCard, rollSagaCardDamage, sagaViewer } from "./card-message.ts";

/**
 * Saga's attack card inside the shared chat-card shell: which messages hold one, the HTML each user sees
 * (Defense numbers only for whom may see them), and its buttons: Roll damage, then Apply, Half, To selected
 * and Undo through the shared card actions (ownership, the GM relay, the once-per-target marks).
 */

const APPLY: Readonly<Record<string, { mode: SagaDamageMode; which: "targets" | "selected" }>> = {
  applyTargeted: { mode: "full", which: "targets" },
  applyHalf: { mode: "half", which: "targets" },
  applySelected: { mode: "full", which: "selected" },
};

async function rollDamage(message: ChatMessage.Implementation, attackIndex: number): Promise<void> {
  const result = await rollSagaCardDamage(message, attackIndex);
  if (result.ok) return;
  if (result.refused === "badFormula") {
    const weapon = readSagaCard(message)?.weapon.name ?? "";
    ui.notifications?.error(
      game.i18n?.format("SWRPG.Saga.Attack.Refused.badFormula", { weapon, formula: result.formula ?? "" }) ??
        "",
    );
  } else ui.notifications?.warn(result.refused, { localize: true });
}

export const sagaChatCard: ChatCardParts = {
  owns: (message) => readSagaCard(message) !== null,
  async render(message) {
    const card = readSagaCard(message);
    return card ? renderSagaCard(card, message.id ?? "", sagaViewer(message), readCardMarks(message)) : null;
  },
  async act(message, action, attackIndex) {
    if (action === "rollDamage") return rollDamage(message, attackIndex);
    if (action === "undoDamage") return undoFromCard(message, attackIndex);
    const apply = APPLY[action];
    if (apply) await applyFromCard(message, attackIndex, apply.mode, apply.which);
  },
};
