import { runReported } from "../../../report-error.ts";
import { stampStartCount, timeKnockOut } from "./combat-effects.ts";

/** Effects created in a fight: the count they began on; a knock-out's 1d4 rounds (GM client). */
export function listenToEffectDurations(): void {
  Hooks.on("preCreateActiveEffect", (effect) => {
    stampStartCount(effect);
  });
  Hooks.on("createActiveEffect", (effect) => {
    if (game.user?.isActiveGM) runReported("swrpg.timeKnockOut", timeKnockOut(effect));
  });
}
