import type { SwrpgCombat } from "../../documents/combat.ts";
import { actingStatus } from "../../rules/index.ts";
import { activeRuleset } from "../../rulesets/registry.ts";
import type { Ruleset } from "../../rulesets/types.ts";
import { combatantBadges } from "./combatant-badges.ts";
import { combatantMenuEntries } from "./combatant-menu.ts";

type CoreCombatTracker = foundry.applications.sidebar.tabs.CombatTracker;
type RenderArgs = Parameters<CoreCombatTracker["_onRender"]>;

function localize(key: string): string {
  return game.i18n?.localize(key) ?? key;
}

function badgeList(badges: readonly { text: string; kind: string; title?: string }[]): HTMLElement {
  const list = document.createElement("div");
  list.className = "swrpg-combat-badges";
  for (const badge of badges) {
    const span = document.createElement("span");
    span.className = `swrpg-combat-badge swrpg-combat-badge--${badge.kind}`;
    span.textContent = badge.text;
    if (badge.title) span.title = badge.title;
    list.append(span);
  }
  return list;
}

/** The badge of a combatant of another ruleset: the tracker leaves it alone, and says why on hover. */
function otherRulesetBadge(ruleset: Ruleset): HTMLElement {
  const i18n = game.i18n;
  const names = { ruleset: localize(ruleset.label), world: localize(activeRuleset().label) };
  return badgeList([
    {
      text: i18n?.format("SWRPG.Ruleset.NotAutomated", names) ?? ruleset.id,
      kind: "ruleset",
      title: i18n?.format("SWRPG.Ruleset.NotAutomatedHint", names) ?? "",
    },
  ]);
}

/**
 * Adds the badges of every combatant row of the world's ruleset (why it cannot act, its single action,
 * unaware, delayed, readied), and greys out those who cannot act.
 */
export function decorateTracker(root: HTMLElement, combat: SwrpgCombat | null): void {
  if (!combat) return;
  for (const row of root.querySelectorAll<HTMLElement>("[data-combatant-id]")) {
    const combatant = combat.combatants.get(row.dataset.combatantId ?? "");
    if (!combatant) continue;
    row.querySelector(".swrpg-combat-badges")?.remove();
    const otherRuleset = combatant.otherRuleset;
    row.classList.toggle("swrpg-other-ruleset", !!otherRuleset);
    if (otherRuleset) {
      row.classList.remove("swrpg-cannot-act");
      (row.querySelector(".token-name") ?? row).append(otherRulesetBadge(otherRuleset));
      continue;
    }
    const flags = combatant.swrpg;
    const state = combatant.combatView?.state;
    const badges = combatantBadges({
      acting: state ? actingStatus(state) : null,
      started: combat.started,
      round: combat.round ?? 0,
      surpriseRound: combat.inSurpriseRound,
      unaware: !!flags.unaware,
      delayed: !!flags.delayed,
      readied: flags.readyRound != null,
      lostTurnRound: flags.lostTurnRound ?? null,
    });
    row.classList.toggle(
      "swrpg-cannot-act",
      badges.some((badge) => badge.kind === "cannot-act"),
    );
    if (!badges.length) continue;
    const shown = badges.map((badge) => ({ text: localize(badge.label), kind: badge.kind }));
    (row.querySelector(".token-name") ?? row).append(badgeList(shown));
  }
}

/**
 * The combat tracker with the delay, ready, awareness and group entries and the combatant badges, for
 * every ruleset (each combatant subclass gives the numbers: `initiativeSlot`, `combatView`), then the
 * ruleset's own marks on the rows (`SwrpgCombat#decorateTracker`). Built at
 * registration: core's tracker class is only reachable once Foundry has loaded.
 */
export function defineCombatTracker() {
  return class SwrpgCombatTracker extends foundry.applications.sidebar.tabs.CombatTracker {
    /** The viewed encounter as the system's Combat. */
    get swrpgCombat(): SwrpgCombat | null {
      return (this.viewed as SwrpgCombat | null) ?? null;
    }

    protected override _getEntryContextOptions(): foundry.applications.ux.ContextMenu.Entry<HTMLElement>[] {
      return [...super._getEntryContextOptions(), ...combatantMenuEntries(() => this.swrpgCombat)];
    }

    protected override async _onRender(...[context, options]: RenderArgs): Promise<void> {
      await super._onRender(context, options);
      decorateTracker(this.element, this.swrpgCombat);
      await this.swrpgCombat?.decorateTracker(this.element);
    }
  };
}
