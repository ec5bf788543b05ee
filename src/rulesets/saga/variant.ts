import { SYSTEM_ID } from "../../config/system-id.ts";
import type { saga } from "../../rules/index.ts";

/**
 * The Saga variant (saga-variant-character-combat.txt) as world options, each off by default: a world
 * runs core Saga until the GM switches a rule on. Each option changes what is derived, shown or rolled,
 * never what is stored, so switching it off gives the core numbers back from the same data.
 */
export const SAGA_VARIANT_OPTIONS = [
  "sagaVariantFormulas",
  "sagaVariantDefenses",
  "sagaVariantShieldDamage",
  "sagaVariantDamageThreshold",
  "sagaVariantConditionTrack",
  "sagaVariantLimbTracks",
  "sagaVariantSecondWind",
  "sagaVariantActionEconomy",
  "sagaVariantFlanking",
  "sagaVariantCombatSequence",
] as const;

export type SagaVariantOption = (typeof SAGA_VARIANT_OPTIONS)[number];

/** Which variant rules the world runs. */
export type SagaVariant = Record<SagaVariantOption, boolean>;

/** The world's variant options (all off where no setting is registered, as in a world of another ruleset). */
export function sagaVariant(): SagaVariant {
  const settings = game.settings;
  const on = (key: SagaVariantOption) =>
    settings?.settings.has(`${SYSTEM_ID}.${key}`) === true && settings.get(SYSTEM_ID, key);
  return Object.fromEntries(SAGA_VARIANT_OPTIONS.map((key) => [key, on(key)])) as SagaVariant;
}

/** The engine's flags (`SagaOptions`) for the world's variant options. */
export function sagaOptions(variant: SagaVariant = sagaVariant()): saga.SagaOptions {
  return {
    variantShieldDamage: variant.sagaVariantShieldDamage,
    variantDamageThreshold: variant.sagaVariantDamageThreshold,
    variantConditionTrack: variant.sagaVariantConditionTrack,
    variantFlanking: variant.sagaVariantFlanking,
  };
}

declare module "fvtt-types/configuration" {
  interface SettingConfig extends Record<`swrpg.${SagaVariantOption}`, boolean> {}
}
