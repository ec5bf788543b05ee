/**
 * RCR's part of the shared combat tracker: the delay, ready, awareness and group entries of the context
 * menu, and each combatant's badges (why it cannot act, its single action, unaware, delayed, readied).
 */
import { actingStatus } from "../../../../rules/index.ts";
import type { TrackerParts } from "../../../types.ts";
import type { RcrCombat } from "../rcr-combat.ts";
import { combatViewOf } from "../rcr-combatant.ts";
import { combatantBadges } from "./combatant-badges.ts";
import { combatantMenuEntries } from "./combatant-menu.ts";

export const rcrTracker: TrackerParts = {
  menuEntries: (viewed) => combatantMenuEntries(() => viewed() as RcrCombat | null),
  badges(combatant, combat) {
    const flags = combatant.swrpg;
    const state = combatViewOf(combatant)?.state;
    return combatantBadges({
      acting: state ? actingStatus(state) : null,
      started: combat.started,
      round: combat.round ?? 0,
      surpriseRound: combat.inSurpriseRound,
      unaware: !!flags.unaware,
      delayed: !!flags.delayed,
      readied: flags.readyRound != null,
      lostTurnRound: flags.lostTurnRound ?? null,
    });
  },
};
