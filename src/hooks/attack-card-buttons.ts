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

/** Buttons already wired: a button is wired once, however often its element is decorated. */
const wired = new WeakSet<HTMLButtonElement>();
/** The latest decoration of each element: an older render that finishes later is dropped. */
const latestRender = new WeakMap<HTMLElement, object>();

function wireButtons(ruleset: Ruleset, message: ChatMessage.Implementation, html: HTMLElement): void {
  for (const button of html.querySelectorAll<HTMLButtonElement>(".swrpg-attack-card button[data-action]")) {
    if (wired.has(button)) continue;
    wired.add(button);
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

/**
 * Foundry puts the element into the log as soon as the hook returns (`Hooks.callAll` does not wait for a
 * listener's promise), so the stored card's buttons are wired at once, and the viewer's card replaces it in
 * that same element when its template has rendered, unless a newer decoration of the element came first.
 */
function decorate(message: ChatMessage.Implementation, html: HTMLElement): Promise<void> | undefined {
  const ruleset = rulesetOfCard(message);
  const root = html.querySelector<HTMLElement>(".swrpg-attack-card");
  if (!ruleset || !root) return;
  wireButtons(ruleset, message, html);
  if (ruleset !== activeRuleset()) {
    root.title = otherRulesetNotice(ruleset);
    return;
  }
  const ticket = {};
  latestRender.set(html, ticket);
  return ruleset.chatCard.render(message).then((content) => {
    // The card in the element now: an earlier render may have replaced the one found above.
    const current = html.querySelector<HTMLElement>(".swrpg-attack-card");
    if (content === null || !current || latestRender.get(html) !== ticket) return;
    current.outerHTML = content;
    wireButtons(ruleset, message, html);
  });
}

export const attackCardButtons = {
  listen(): void {
    Hooks.on("renderChatMessageHTML", (message, html) => {
      const rendering = decorate(message, html);
      if (rendering) runReported("swrpg.attackCardRender", rendering);
    });
  },
};
