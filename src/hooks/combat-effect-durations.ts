import { stampStartCount, timeKnockOut } from "../documents/combat-effects.ts";
import { runReported } from "../report-error.ts";

/** Effects created in a fight: the count they began on; a knock-out's 1d4 rounds (GM client). */
export const combatEffectDurations = {
  listen(): void {
    Hooks.on("preCreateActiveEffect", (effect) => {
      stampStartCount(effect);
    });
    Hooks.on("createActiveEffect", (effect) => {
      if (game.user?.isActiveGM) runReported("swrpg.timeKnockOut", timeKnockOut(effect));
    });
  },
};
