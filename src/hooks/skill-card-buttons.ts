import { spendForcePointOnCheck } from "../dice/skill-card-spend.ts";
import { runReported } from "../report-error.ts";

/** The skill card's button (src/dice/skill-card.ts): spend a Force Point on the check. Wired once per element. */
const wired = new WeakSet<HTMLButtonElement>();

function wire(message: ChatMessage.Implementation, html: HTMLElement): void {
  for (const button of html.querySelectorAll<HTMLButtonElement>(
    ".swrpg-skill-card button[data-action='spendForcePoint']",
  )) {
    if (wired.has(button)) continue;
    wired.add(button);
    button.addEventListener("click", (event) => {
      event.preventDefault();
      button.disabled = true;
      runReported(
        "swrpg.skillCardButton",
        spendForcePointOnCheck(message).finally(() => {
          button.disabled = false;
        }),
      );
    });
  }
}

export const skillCardButtons = {
  listen(): void {
    Hooks.on("renderChatMessageHTML", (message, html) => wire(message, html));
  },
};
