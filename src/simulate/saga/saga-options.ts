import type { saga } from "../../rules/index.ts";

/**
 * The Saga variant's world options that change a fight the simulator plays (src/rulesets/saga/variant.ts
 * names them for the world): the engine's own flags, and two the simulator reads itself.
 */
export const SAGA_SIM_OPTIONS = [
  "variantShieldDamage",
  "variantDamageThreshold",
  "variantConditionTrack",
  "variantCombatSequence",
  "variantSecondWind",
] as const;

export type SagaSimOption = (typeof SAGA_SIM_OPTIONS)[number];
export type SagaSimOptions = Partial<Record<SagaSimOption, boolean>>;

/** The engine's flags among them. */
export function engineOptions(options: SagaSimOptions): saga.SagaOptions {
  return {
    variantShieldDamage: options.variantShieldDamage === true,
    variantDamageThreshold: options.variantDamageThreshold === true,
    variantConditionTrack: options.variantConditionTrack === true,
  };
}
