/** Saga's part of the tracker's Odds button: its combatants as simulator records, squares between tokens. */
import type { SwrpgCombatant } from "../../../documents/combatant.ts";
import type { SagaSimOptions } from "../../../simulate/saga/saga-options.ts";
import type { OddsParts } from "../../types.ts";
import { type SagaVariant, sagaVariant } from "../variant.ts";
import { sagaOddsCombatant } from "./odds-combatant.ts";

/** Squares between two tokens on the scene's grid (the Saga texts count squares). */
export function squaresBetween(a: TokenDocument.Implementation, b: TokenDocument.Implementation): number {
  const grid = a.parent?.grid ?? canvas?.grid;
  if (!grid) return 0;
  return grid.measurePath([a.getCenterPoint(), b.getCenterPoint()], {}).spaces;
}

/** The world's variant options that change a simulated fight, by the simulator's names. */
export function sagaSimOptions(variant: SagaVariant): SagaSimOptions {
  return {
    variantShieldDamage: variant.sagaVariantShieldDamage,
    variantDamageThreshold: variant.sagaVariantDamageThreshold,
    variantConditionTrack: variant.sagaVariantConditionTrack,
    variantCombatSequence: variant.sagaVariantCombatSequence,
    variantSecondWind: variant.sagaVariantSecondWind,
  };
}

export const sagaOdds: OddsParts = {
  simulation: "saga",
  combatant: (combatant) =>
    sagaOddsCombatant(combatant, !!(combatant as SwrpgCombatant).swrpg?.unaware, sagaVariant()),
  distance: squaresBetween,
  options: () => sagaSimOptions(sagaVariant()),
};
