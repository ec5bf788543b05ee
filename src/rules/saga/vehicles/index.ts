/**
 * The Saga Edition vehicle engine (shared/RULES-API-VEHICLES.md › Saga Edition), on the `saga` namespace as
 * `saga.vehicle*`. Saga's vehicle rules are not open: the mechanics are restated from common knowledge,
 * never quoted.
 */

export * from "./attack-bonus.ts";
export * from "./crew.ts";
export * from "./damage.ts";
export * from "./defenses.ts";
export * from "./disabled.ts";
export * from "./dogfight.ts";
export * from "./pilot-check.ts";
export * from "./size.ts";
export type * from "./types.ts";
