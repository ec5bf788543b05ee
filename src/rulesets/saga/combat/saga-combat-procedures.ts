import type { CombatProcedures } from "../../types.ts";

/** Saga's combat procedures (the classes come with ./saga-combat.ts). */
export const sagaCombat: CombatProcedures = {
  initiativeFormula: "1d20",
  install() {},
};
