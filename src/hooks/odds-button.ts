import { openOddsDialog } from "../applications/odds/index.ts";
import { localize } from "../config/i18n.ts";
import { runReported } from "../report-error.ts";
import { activeRuleset } from "../rulesets/registry.ts";

/** The GM's Odds button in the combat tracker's header (issue 20), for a ruleset the simulator runs. */
function addButton(combat: Combat.Implementation | null, html: HTMLElement): void {
  const odds = activeRuleset().odds;
  if (!odds || !game.user?.isGM || !combat || html.querySelector(".swrpg-odds-button")) return;
  const anchor = html.querySelector(".encounter-controls") ?? html.querySelector(".combat-tracker-header");
  if (!anchor) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "swrpg-odds-button inline-control";
  button.dataset.tooltip = localize("SWRPG.Odds.ButtonHint", "");
  button.innerHTML = `<i class="fa-solid fa-dice-d20" inert></i> `;
  button.append(localize("SWRPG.Odds.Button", "Odds"));
  button.addEventListener("click", (event) => {
    event.preventDefault();
    button.disabled = true;
    runReported(
      "swrpg.oddsButton",
      openOddsDialog(combat, odds).finally(() => {
        button.disabled = false;
      }),
    );
  });
  anchor.append(button);
}

export const oddsButton = {
  listen(): void {
    Hooks.on("renderCombatTracker", (tracker, html) =>
      addButton((tracker.viewed ?? null) as Combat.Implementation | null, html),
    );
  },
};
