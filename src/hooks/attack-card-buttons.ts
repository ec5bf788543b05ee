import { applyFromCard, undoFromCard } from "../damage/card-actions.ts";
import type { ApplyMode } from "../damage/damage-plan.ts";
import {
  currentViewer,
  readAttackCard,
  readCardMarks,
  renderAttackCard,
  rollCardDamage,
} from "../dice/attack-card-message.ts";
import { runReported } from "../report-error.ts";

/**
 * Attack chat cards: each client re-renders the card for its own user (Defense numbers only for whom
 * may see them, what each token took, Undo only where there is something this user may undo) and wires
 * the buttons. Foundry re-renders a message when it is updated, so a new mark shows at once everywhere.
 */

const APPLY: Readonly<Record<string, { mode: ApplyMode; which: "targets" | "selected" }>> = {
  applyTargeted: { mode: "full", which: "targets" },
  applyHalf: { mode: "half", which: "targets" },
  applyVitality: { mode: "vitalityOnly", which: "targets" },
  applySelected: { mode: "full", which: "selected" },
};

async function onClick(message: ChatMessage.Implementation, button: HTMLButtonElement): Promise<void> {
  const attackIndex = Number(button.dataset.attack);
  if (!Number.isInteger(attackIndex)) return;
  const action = button.dataset.action ?? "";
  if (action === "rollDamage") {
    const result = await rollCardDamage(message, attackIndex);
    if (result.ok) return;
    if (result.refused === "badFormula") {
      const weapon = readAttackCard(message)?.attacks[attackIndex]?.weaponName ?? "";
      ui.notifications?.error(
        game.i18n?.format("SWRPG.Attack.Refused.badFormula", { weapon, formula: result.formula ?? "" }) ?? "",
      );
    } else ui.notifications?.warn(result.refused, { localize: true });
    return;
  }
  if (action === "undoDamage") return undoFromCard(message, attackIndex);
  const apply = APPLY[action];
  if (apply) await applyFromCard(message, attackIndex, apply.mode, apply.which);
}

async function decorate(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
  const card = readAttackCard(message);
  const root = html.querySelector<HTMLElement>(".swrpg-attack-card");
  if (!card || !root) return;
  root.outerHTML = await renderAttackCard(
    card,
    message.id ?? "",
    currentViewer(message),
    readCardMarks(message),
  );
  for (const button of html.querySelectorAll<HTMLButtonElement>(".swrpg-attack-card button[data-action]")) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      button.disabled = true;
      // A failed update (a lost connection, a refused permission) is reported, not left unhandled.
      runReported(
        "swrpg.attackCardButton",
        onClick(message, button).finally(() => {
          button.disabled = false;
        }),
      );
    });
  }
}

export const attackCardButtons = {
  listen(): void {
    Hooks.on("renderChatMessageHTML", (message, html) => {
      runReported("swrpg.attackCardRender", decorate(message, html));
    });
  },
};
