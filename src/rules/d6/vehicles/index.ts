/**
 * The D6 vehicle engine (shared/RULES-API-VEHICLES.md › WEG Star Wars D6), on the `d6` namespace as
 * `d6.vehicle*` and `d6.scaleModifier`. WEG's vehicle rules are not open: this follows OpenD6 (OGL),
 * paraphrased, fitted to the d6 engine's dice codes, multi-action penalty and damage bands.
 */

export * from "./attack-difficulty.ts";
export * from "./collisions.ts";
export * from "./crew-dice.ts";
export * from "./damage.ts";
export * from "./resistance.ts";
export * from "./scale.ts";
export * from "./shields.ts";
export * from "./speed.ts";
export * from "./stunts.ts";
export type * from "./types.ts";
