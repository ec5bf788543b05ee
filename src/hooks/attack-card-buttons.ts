import { format } from "../config/i18n.ts";
import { runReported } from "../report-error.ts";
import { activeRuleset, rulesetNames, rulesetOfCard } from "../rulesets/registry.ts";
import type { Ruleset } from "../rulesets/types.ts";

/**
 * The chat-card shell, the same for every ruleset: each client asks the card's ruleset for the HTML its
 * user may see (e.g. RCR's Defense numbers only for whom may see them) and hands the buttons' clicks back
 * to it (RCR: what each token took, Undo only where this user has something to undo). Foundry re-renders a
 * message when it is updated, so a new mark shows at once everywhere. A card made under another ruleset
 * than the world's keeps its stored content and says why its buttons do nothing.
 */

function otherRulesetNotice(ruleset: Ruleset): string {
  return format("SWRPG.Ruleset.CardOfOtherRuleset", rulesetNames(ruleset), ruleset.id);
}

async function onClick(
  ruleset: Ruleset,
  message: ChatMessage.Implementation,
  button: HTMLButtonElement,
): Promise<void> {
  const attackIndex = Number(button.dataset.attack);
  if (!Number.isInteger(attackIndex)) return;
  if (ruleset !== activeRuleset()) {
    ui.notifications?.warn(otherRulesetNotice(ruleset));
    return;
  }
  await ruleset.chatCard.act(message, button.dataset.action ?? "", attackIndex);
}

async function decorate(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> {
  const ruleset = rulesetOfCard(message);
  const root = html.querySelector<HTMLElement>(".swrpg-attack-card");
  if (!ruleset || !root) return;
  if (ruleset !== activeRuleset()) {
    root.title = otherRulesetNotice(ruleset);
  } else {
    const content = await ruleset.chatCard.render(message);
    if (content === null) return;
    root.outerHTML = content;
  }
  for (const button of html.querySelectorAll<HTMLButtonElement>(".swrpg-attack-card button[data-action]")) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      button.disabled = true;
      // A failed update (a lost connection, a refused permission) is reported, not left unhandled.
      runReported(
        "swrpg.attackCardButton",
        onClick(ruleset, message, button).finally(() => {
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
