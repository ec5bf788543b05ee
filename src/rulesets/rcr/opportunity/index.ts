import { watchMoves } from "./move-hook.ts";
import { bindOpportunityButtons } from "./opportunity-button.ts";

/** Attacks of opportunity in an RCR world: moves watched on the GM's client, the prompts' buttons bound. */
export function installOpportunity(): void {
  watchMoves();
  Hooks.on("renderChatMessageHTML", (_message, html) => bindOpportunityButtons(html));
}
